import { Loader, Stack, Text } from '@mantine/core';

/** Parsing animation with optional text (§2 widgets). */
export function ParsingAnimation({ text }: { text?: string }) {
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite" data-testid="parsing-animation">
      <Loader type="dots" size="lg" />
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
  );
}
