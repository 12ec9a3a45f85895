/**
 * The comments of a prospect in its drawer (issue 13): shared between the agency and the job's client
 * company, oldest first, with a box to add one (up to PROSPECT_COMMENT_MAX characters). A refused
 * comment shows the server's message under the box.
 */
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_COMMENT_MAX, type ProspectComment } from '../../../shared/schemas/job-posts.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { useAddProspectComment } from './api/add-prospect-comment.js';
import { RelativeTime } from './format.js';

export function ProspectComments({ jobId, prospectId, comments }: { jobId: number; prospectId: number; comments: ProspectComment[] }) {
  const { t } = useTranslation('jobs');
  const add = useAddProspectComment(jobId, prospectId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send() {
    if (!body.trim()) {
      setError(t('comments.required'));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(body);
      setBody('');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) return;
      const fieldErrors = isApiError(failure) ? Object.values(failure.errors).flat() : [];
      setError(translateServerMessage(fieldErrors[0] ?? (isApiError(failure) && failure.status !== 0 ? failure.message : t('common:errors.generic'))));
    }
  }

  return (
    <Stack gap="xs" data-testid="prospect-comments">
      <Title order={4}>{t('comments.title')}</Title>
      {comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      )}
      {comments.map((c) => (
        <Paper key={c.id} withBorder p="xs" data-testid="prospect-comment">
          <Group gap={6}>
            <Text size="xs" fw={500}>
              {c.author_name || t('timeline.someone')}
            </Text>
            <Text size="xs" c="dimmed">
              ·
            </Text>
            <RelativeTime at={c.created_at} />
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.body}
          </Text>
        </Paper>
      ))}
      <Textarea
        label={t('comments.label')}
        placeholder={t('comments.placeholder')}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={PROSPECT_COMMENT_MAX}
        rows={3}
        error={error}
        description={t('comments.count', { count: body.length, max: PROSPECT_COMMENT_MAX })}
        data-testid="prospect-comment-box"
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void send()} loading={add.isPending} data-testid="prospect-comment-send">
          {t('comments.send')}
        </Button>
      </Group>
    </Stack>
  );
}
