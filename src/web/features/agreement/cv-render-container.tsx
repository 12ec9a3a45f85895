/**
 * The CV render container (§2): Full Version / Anonymous, the Templates button, and the CV exactly
 * as the server renders it (`POST styled_cvs`, ./api/get-styled-cv.ts) in a sandboxed frame with no
 * permissions at all.
 *
 * Live preview: the request, its debounce and its cancellation are the `useStyledCv` query's.
 * Scroll position: a frame with `sandbox=""` is cross-origin to us, so its scrollTop can be neither
 * read nor restored. Instead the frame is as tall as the CV's A4 pages (the server counts them) and
 * never scrolls itself; the pane around it scrolls, and that pane is not replaced. New HTML loads
 * in a second, hidden frame and is swapped in once loaded, so the CV never flashes empty.
 */
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agreement, StyledCv, StyledCvRequest } from '../../../shared/schemas/agreements.js';
import type { CvData, CvLanguage } from '../../../shared/schemas/cv.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { useStyledCv } from './api/get-styled-cv.js';

export { PREVIEW_DEBOUNCE_MS } from './api/get-styled-cv.js';
/** An A4 page at 96 dpi. */
const A4 = { width: 794, height: 1123 };
/** When a frame never reports its load, it is shown anyway after this long. */
const SWAP_FALLBACK_MS = 1500;

export type CvRenderContainerProps = {
  agreementId: Agreement['id'];
  /** The form's current CV. */
  data: CvData;
  language?: CvLanguage;
  brandingAccountId: number | null;
  /** Unsaved changes: the preview then sends them (the saved CV is rendered otherwise). */
  dirty: boolean;
  /** Changes after a template was applied or the settings saved, to render again. */
  revision?: number;
  onTemplates: () => void;
  extraActions?: ReactNode;
  /** Full or anonymous, when the page keeps it (the actions bar downloads the version shown); else kept here. */
  anonymous?: boolean;
  onAnonymousChange?: (anonymous: boolean) => void;
};

type Slot = { html: string; pages: number } | null;

export function CvRenderContainer(props: CvRenderContainerProps) {
  const { agreementId, data, language, brandingAccountId, dirty, revision = 0, onTemplates, extraActions } = props;
  const { t } = useTranslation('cv');
  const [ownAnonymous, setOwnAnonymous] = useState(false);
  const anonymous = props.anonymous ?? ownAnonymous;
  const setAnonymous = (value: boolean) => {
    setOwnAnonymous(value);
    props.onAnonymousChange?.(value);
  };
  const [slots, setSlots] = useState<[Slot, Slot]>([null, null]);
  const [active, setActive] = useState<0 | 1>(0);
  const [pending, setPending] = useState<0 | 1 | null>(null);
  const { ref: paneRef, width } = useElementSize();

  const request: StyledCvRequest = { anonymous, ...(language ? { language } : {}), ...(dirty ? { data, branding_account_id: brandingAccountId } : {}) };
  const styled = useStyledCv(agreementId, request, revision);
  const loading = styled.isFetching;
  const failure = styled.isError ? (isApiError(styled.error) ? translateServerMessage(styled.error.message) : t('preview.failed')) : null;

  // Each new answer goes to the hidden frame (`show` reads the frames through refs).
  const answer = styled.isPlaceholderData ? undefined : styled.data;
  useEffect(() => {
    if (answer) show(answer);
  }, [answer]);

  const activeRef = useRef(active);
  activeRef.current = active;
  const slotsRef = useRef(slots);
  slotsRef.current = slots;

  function show(cv: StyledCv) {
    const slot = { html: cv.html, pages: Math.max(1, cv.pages || 1) };
    if (!slotsRef.current[activeRef.current]) {
      setSlots((s) => (activeRef.current === 0 ? [slot, s[1]] : [s[0], slot]));
      return;
    }
    const target = activeRef.current === 0 ? 1 : 0;
    setSlots((s) => (target === 0 ? [slot, s[1]] : [s[0], slot]));
    setPending(target);
  }

  // The hidden frame is swapped in on load, or after a short while if it never says so.
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => swap(pending), SWAP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [pending, slots]);

  function swap(target: 0 | 1) {
    setActive(target);
    setPending(null);
  }

  const shown = slots[active];
  const scale = width ? Math.min(1, width / A4.width) : 1;
  const pages = Math.max(shown?.pages ?? 1, slots[pending ?? active]?.pages ?? 1);
  const frameHeight = pages * A4.height + 40;
  const versionLabel = anonymous ? t('preview.anonymous') : t('preview.full');

  return (
    <Stack gap="sm" data-testid="cv-render-container">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          value={anonymous ? 'anonymous' : 'full'}
          onChange={(v) => setAnonymous(v === 'anonymous')}
          data={[
            { value: 'full', label: t('preview.full') },
            { value: 'anonymous', label: t('preview.anonymous') },
          ]}
          aria-label={t('preview.version')}
          data-testid="version-switch"
        />
        <Group gap="xs">
          {loading && <Loader size="xs" aria-label={t('preview.updating')} />}
          {shown && (
            <Text size="xs" c="dimmed" data-testid="cv-pages">
              {t('preview.pages', { count: shown.pages })}
            </Text>
          )}
          {extraActions}
          <Button variant="default" size="xs" onClick={onTemplates} data-testid="templates-button">
            {t('preview.templates')}
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="orange" variant="light" data-testid="preview-error">
          {failure}
        </Alert>
      )}
      <div ref={paneRef} className="tf-cv-pane" data-testid="cv-pane">
        {!shown && !failure && <Loader size="sm" m="md" aria-label={t('common:loading')} />}
        <div style={{ position: 'relative', width: A4.width * scale, height: frameHeight * scale, margin: '0 auto' }}>
          {([0, 1] as const).map((i) =>
            slots[i] ? (
              <iframe
                key={i}
                sandbox=""
                srcDoc={slots[i]!.html}
                title={t('preview.frameTitle', { version: versionLabel })}
                data-testid={i === active ? 'cv-preview' : 'cv-preview-buffer'}
                aria-hidden={i !== active || undefined}
                tabIndex={i === active ? 0 : -1}
                scrolling="no"
                onLoad={() => {
                  if (pending === i) swap(i);
                }}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: A4.width,
                  height: frameHeight,
                  border: 0,
                  background: '#fff',
                  transform: `scale(${scale})`,
                  transformOrigin: 'top left',
                  visibility: i === active ? 'visible' : 'hidden',
                  boxShadow: '0 1px 4px rgba(0,0,0,.15)',
                }}
              />
            ) : null,
          )}
        </div>
      </div>
    </Stack>
  );
}
