import { Stack, Text, Title } from '@mantine/core';

/** An honest empty state: what the area is and one short sentence of what will be listed there. */
export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="xs" py="xl" data-testid="empty-state">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}
