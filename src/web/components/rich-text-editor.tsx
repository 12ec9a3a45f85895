/**
 * Rich text (HTML) input on TipTap (DESIGN §2): bold, italic and lists, which is what CV summaries
 * use. The server sanitises the HTML on write. An empty editor answers ''.
 */
import { ActionIcon, Group, Input } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type RichTextEditorProps = {
  label: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  testId?: string;
};

export function RichTextEditor({ label, value, onChange, onBlur, error, description, testId }: RichTextEditorProps) {
  const { t } = useTranslation('cv');
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, code: false, blockquote: false, horizontalRule: false })],
    content: value ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true', class: 'tf-rich-text-content' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Values set from outside (a reset after loading or saving) replace the content, never while typing.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const tool = (name: string, run: () => void) => (
    <ActionIcon variant="subtle" size="sm" aria-label={t(`widgets.richText.${name}`)} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      <span aria-hidden style={{ fontWeight: name === 'bold' ? 700 : 400, fontStyle: name === 'italic' ? 'italic' : 'normal', fontSize: 12 }}>
        {t(`widgets.richText.${name}Short`)}
      </span>
    </ActionIcon>
  );

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} description={description} data-testid={testId} {...(error ? { 'data-cv-error': true } : {})}>
      <div className="tf-rich-text" data-invalid={!!error || undefined}>
        <Group gap={2} className="tf-rich-text-toolbar" role="toolbar" aria-label={t('widgets.richText.toolbar', { label })}>
          {tool('bold', () => editor?.chain().focus().toggleBold().run())}
          {tool('italic', () => editor?.chain().focus().toggleItalic().run())}
          {tool('bulletList', () => editor?.chain().focus().toggleBulletList().run())}
          {tool('orderedList', () => editor?.chain().focus().toggleOrderedList().run())}
        </Group>
        <EditorContent editor={editor} />
      </div>
    </Input.Wrapper>
  );
}
