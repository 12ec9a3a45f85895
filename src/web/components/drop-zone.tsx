/**
 * An accessible drop zone for files: a real button opens the picker; files dropped on the zone count
 * the same. The caller names it and its texts; `testId` prefixes the test ids of the zone
 * (`<testId>-dropzone`), its button (`-choose`) and its file input (`-input`).
 */
import { Box, Button, Stack, Text } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';

export type DropZoneTexts = { label: string; dropHere: string; dropOr: string; choose: string; hint: string };

export type DropZoneProps = {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Guides the picker only: what a file holds is decided by the server. */
  accept: string;
  multiple?: boolean;
  texts: DropZoneTexts;
  testId: string;
};

export function DropZone({ onFiles, disabled, accept, multiple = true, texts, testId }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length && !disabled) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(true);
  };
  return (
    <Box
      role="group"
      aria-label={texts.label}
      aria-describedby={hintId}
      data-testid={`${testId}-dropzone`}
      data-active={over || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer?.files);
      }}
      p="lg"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
        textAlign: 'center',
      }}
    >
      <Stack align="center" gap="xs">
        <Text fw={500}>{over ? texts.dropHere : texts.dropOr}</Text>
        <Button variant="light" onClick={() => input.current?.click()} disabled={disabled} data-testid={`${testId}-choose`}>
          {texts.choose}
        </Button>
        <Text id={hintId} size="sm" c="dimmed">
          {texts.hint}
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Box>
  );
}
