/**
 * A styled CV exactly as the server rendered it (the HTML of `renderStyledCv`, the same document the
 * CV styler previews), in a sandboxed frame with no permissions at all, as tall as its A4 pages and
 * scaled down to the width available (a phone shows the whole page width).
 */
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/** An A4 page at 96 dpi. */
const A4 = { width: 794, height: 1123 };

export function StyledCvFrame({ html, pages, title }: { html: string; pages: number; title: string }) {
  const { ref, width } = useElementSize();
  const scale = width ? Math.min(1, width / A4.width) : 1;
  const height = Math.max(1, pages) * A4.height + 40;
  return (
    <Box ref={ref} w="100%">
      <div style={{ position: 'relative', width: A4.width * scale, height: height * scale, margin: '0 auto' }}>
        <iframe
          sandbox=""
          srcDoc={html}
          title={title}
          scrolling="no"
          data-testid="review-cv"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: A4.width,
            height,
            border: 0,
            background: '#fff',
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            boxShadow: '0 1px 4px rgba(0,0,0,.15)',
          }}
        />
      </div>
    </Box>
  );
}
