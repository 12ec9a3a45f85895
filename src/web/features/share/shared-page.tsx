/**
 * s/{token}: the client's page of a share link (issue 11, decision 018), without an account. The
 * agency's branding, its note, the CVs shared — each rendered exactly as the agency's preview and
 * PDF render it, in a sandboxed frame — a PDF download per CV and the client's answer per CV
 * (interested / not interested, with a comment). A revoked, expired or unknown link gets a page that
 * says so. Works at phone width: the CV scales to the screen.
 */
import { Alert, Anchor, Badge, Box, Button, Card, Container, Grid, Group, Loader, SegmentedControl, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { SHARE_COMMENT_MAX, type SharedCvSummary, type SharedLink, type ShareVerdict } from '../../../shared/schemas/share-links.js';
import { isApiError } from '../../lib/api.js';
import { saveBlob } from '../../lib/download.js';
import { useOrganisation } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { downloadSharedCv } from './api/download-shared-cv.js';
import { useSharedCv } from './api/get-shared-cv.js';
import { useSharedLink } from './api/get-shared-link.js';
import { useSaveSharedFeedback } from './api/save-shared-feedback.js';

/** An A4 page at 96 dpi. */
const A4 = { width: 794, height: 1123 };

const errorText = (error: unknown) => (isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : translateServerMessage(DEFAULT_ERROR_MESSAGE));

function Header({ organisation }: { organisation: { name: string; logo_url: string | null } }) {
  return (
    <Box component="header" className="tf-navbar" style={{ background: 'var(--tf-navbar)', color: 'var(--tf-navbar-text)' }} py="sm" data-testid="shared-header">
      <Container size="xl">
        <Group h={44} className="tf-logo">
          {organisation.logo_url ? <img src={organisation.logo_url} alt={organisation.name} style={{ maxHeight: 40 }} /> : <Text fw={700}>{organisation.name}</Text>}
        </Group>
      </Container>
    </Box>
  );
}

/** The styled CV in a frame with no permissions, scaled to the width available; it scrolls inside. */
function CvFrame({ token, cv }: { token: string; cv: SharedCvSummary }) {
  const { t } = useTranslation('share');
  const styled = useSharedCv(token, cv.id);
  const { ref, width } = useElementSize();
  const scale = width ? Math.min(1, width / A4.width) : 1;
  const viewport = typeof window === 'undefined' ? A4.height : window.innerHeight;
  const height = Math.max(A4.height, (viewport * 0.8) / scale);
  return (
    <div ref={ref} data-testid="shared-cv-pane">
      {styled.isPending && <Loader size="sm" m="md" aria-label={t('common:loading')} />}
      {styled.isError && (
        <Alert color="red" role="alert">
          {errorText(styled.error)}
        </Alert>
      )}
      {styled.data && (
        <div style={{ width: A4.width * scale, height: height * scale, margin: '0 auto', overflow: 'hidden' }}>
          <iframe
            sandbox=""
            srcDoc={styled.data.html}
            title={t('public.frameTitle', { name: cv.name })}
            data-testid="shared-cv-frame"
            style={{ width: A4.width, height, border: 0, background: '#fff', transform: `scale(${scale})`, transformOrigin: 'top left', boxShadow: '0 1px 4px rgba(0,0,0,.15)' }}
          />
        </div>
      )}
    </div>
  );
}

function Feedback({ token, cv, agency }: { token: string; cv: SharedCvSummary; agency: string }) {
  const { t } = useTranslation('share');
  const save = useSaveSharedFeedback(token);
  const [verdict, setVerdict] = useState<ShareVerdict | null>(cv.feedback?.verdict ?? null);
  const [comment, setComment] = useState(cv.feedback?.comment ?? '');
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!verdict) return setMissing(true);
    setFailure(null);
    try {
      await save.mutateAsync({ agreementId: cv.id, feedback: { verdict, comment: comment.trim() || null } });
      setSaved(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Card withBorder padding="md" data-testid="shared-feedback">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('public.feedbackTitle')}
        </Title>
        <SegmentedControl
          fullWidth
          value={verdict ?? ''}
          onChange={(v) => {
            setVerdict(v as ShareVerdict);
            setMissing(false);
            setSaved(false);
          }}
          aria-label={t('public.feedbackTitle')}
          data={[
            { value: 'interested', label: t('feedback.interested') },
            { value: 'not_interested', label: t('feedback.not_interested') },
          ]}
          data-testid="shared-verdict"
        />
        {missing && (
          <Text size="sm" c="red" role="alert">
            {t('public.chooseVerdict')}
          </Text>
        )}
        <Textarea
          label={t('public.comment')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SHARE_COMMENT_MAX}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setSaved(false);
          }}
          data-testid="shared-comment"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {saved && (
          <Alert color="green" variant="light" role="status" data-testid="shared-feedback-saved">
            {t('public.saved', { agency })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="shared-feedback-save">
            {cv.feedback ? t('public.update') : t('public.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DownloadButton({ token, cv }: { token: string; cv: SharedCvSummary }) {
  const { t } = useTranslation('share');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadSharedCv(token, cv.id);
      saveBlob(file.blob, file.fileName ?? 'CV.pdf');
    } catch (error) {
      setFailure(isApiError(error) && error.status === 429 ? t('public.busy') : errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" onClick={() => void download()} loading={busy} data-testid="shared-download">
        {t('public.download')}
      </Button>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

function CvChoice({ cv, selected, onSelect }: { cv: SharedCvSummary; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('share');
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      data-testid="shared-cv-choice"
      p="sm"
      style={{ borderRadius: 8, border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`, background: selected ? 'var(--mantine-primary-color-light)' : undefined }}
    >
      <Text fw={600}>{cv.name}</Text>
      {cv.title && (
        <Text size="sm" c="dimmed">
          {cv.title}
        </Text>
      )}
      {cv.feedback && (
        <Badge mt={4} size="sm" variant="light" color={cv.feedback.verdict === 'interested' ? 'teal' : 'orange'}>
          {t(`feedback.${cv.feedback.verdict}`)}
        </Badge>
      )}
    </UnstyledButton>
  );
}

/** A link that does not open (unknown, revoked, expired): said plainly, under the organisation's branding. */
function Unavailable({ title, message }: { title: string; message: string }) {
  const organisation = useOrganisation();
  return (
    <>
    <Header organisation={{ name: organisation.name, logo_url: organisation.logo_url }} />
    <Container size="sm" py="xl" data-testid="shared-unavailable">
      <Card withBorder padding="xl">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text>{message}</Text>
        </Stack>
      </Card>
    </Container>
    </>
  );
}

function SharedLinkView({ token, link }: { token: string; link: SharedLink }) {
  const { t, i18n } = useTranslation('share');
  const [selected, setSelected] = useState<number | null>(link.cvs.length === 1 ? link.cvs[0].id : null);
  const cv = link.cvs.find((c) => c.id === selected) ?? null;
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(link.expire_at));
  const agency = link.organisation.name;

  return (
    <>
      <Header organisation={link.organisation} />
      <Container size="xl" py="lg" data-testid="shared-page">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {link.recipient_name ? t('public.titleFor', { name: link.recipient_name }) : t('public.title')}
            </Title>
            <Text c="dimmed">
              {t('public.intro', { agency, count: link.cvs.length })} {t('public.expires', { date: expires })}
            </Text>
          </Stack>
          {link.note && (
            <Card withBorder padding="md" data-testid="shared-note">
              <Text size="xs" c="dimmed" mb={4}>
                {t('public.noteFrom', { agency })}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{link.note}</Text>
            </Card>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="xs" component="nav" aria-label={t('public.cvs')}>
              <Text fw={600}>{t('public.cvs')}</Text>
              {link.cvs.map((c) => (
                <CvChoice key={c.id} cv={c} selected={c.id === selected} onSelect={() => setSelected(c.id)} />
              ))}
            </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" style={{ minWidth: 0 }}>
              {cv ? (
                <>
                  <Group justify="space-between" align="flex-start" wrap="wrap">
                    <Stack gap={0}>
                      <Title order={2} size="h3" data-testid="shared-cv-name">
                        {cv.name}
                      </Title>
                      {cv.title && <Text c="dimmed">{cv.title}</Text>}
                    </Stack>
                    <DownloadButton token={token} cv={cv} />
                  </Group>
                  <Feedback key={cv.id} token={token} cv={cv} agency={agency} />
                  <CvFrame token={token} cv={cv} />
                </>
              ) : (
                <Card withBorder padding="xl">
                  <Text c="dimmed">{t('public.choose')}</Text>
                </Card>
              )}
            </Stack>
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed" ta="center">
            {t('public.privacy', { agency })}{' '}
            <Anchor href="/terms-and-conditions" size="xs">
              {t('public.terms')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </>
  );
}

/** s/{token}. */
export function SharedCvsPage() {
  const { t, ready } = useTranslation('share');
  const token = useParams().token ?? '';
  const link = useSharedLink(token);

  if (link.isPending || !ready) return <Loader m="xl" aria-label={t('common:loading')} />;
  if (link.isError) {
    const status = isApiError(link.error) ? link.error.status : 0;
    if (status === 404 || status === 422) return <Unavailable title={t('public.notFoundTitle')} message={t('public.notFound')} />;
    if (status === 410) return <Unavailable title={t('public.goneTitle')} message={errorText(link.error)} />;
    return <Unavailable title={t('public.failedTitle')} message={errorText(link.error)} />;
  }
  return <SharedLinkView token={token} link={link.data} />;
}
