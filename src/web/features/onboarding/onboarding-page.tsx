/**
 * onboarding (§4): users with the onboarding flag are sent here until they finish. A short guided
 * stepper — the company profile (the My Company form), inviting the team, a first resume, finish —
 * each step shown to those who may do it, and each one can be skipped. Finish calls `PUT my/onboarding`,
 * which clears the flag; a CV made from the first resume then opens in the editor.
 */
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { canEditCompany, canManageAgreements, canManageTeam, canSeeMyCompany, landingPath } from '../../../shared/permissions.js';
import { CompanyForm } from '../../components/company-form.js';
import { DropZone } from '../../components/drop-zone.js';
import { InvitesSection } from '../../components/invites-section.js';
import { isApiError } from '../../lib/api.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';
import { finishOnboarding } from './api/finish-onboarding.js';
import { useImportFirstResume } from './api/import-resume.js';

type StepKey = 'company' | 'team' | 'resume' | 'finish';

const RESUME_ACCEPT = '.pdf,.docx,.json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/json';

export function OnboardingPage() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const ctx = usePermissionContext();
  const steps: StepKey[] = [
    ...(canSeeMyCompany(ctx) ? (['company'] as const) : []),
    ...(canManageTeam(ctx) ? (['team'] as const) : []),
    ...(canManageAgreements(ctx) ? (['resume'] as const) : []),
    'finish',
  ];
  const [active, setActive] = useState(0);
  const [skipped, setSkipped] = useState<ReadonlySet<StepKey>>(new Set());
  // Side by side where there is room for four steps, one above the other on a narrow screen.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [firstCv, setFirstCv] = useState<{ id: number; name: string } | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const importResume = useImportFirstResume();
  const next = () => setActive((n) => Math.min(n + 1, steps.length - 1));
  const skipStep = () => {
    setSkipped((set) => new Set(set).add(steps[active]));
    next();
  };
  const finish = useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (data) => {
      acceptAuth(data);
      const to = firstCv ? `/agreement/${firstCv.id}/edit` : landingPath({ viewer: toViewer(data), organisation: ctx.organisation }, storedReturnUrl());
      navigate(to, { replace: true });
    },
  });

  const upload = async (files: File[]) => {
    setResumeError(null);
    try {
      const answer = await importResume.mutateAsync(files[0]);
      const name = [answer.agreement.data.first_name, answer.agreement.data.last_name].filter(Boolean).join(' ').trim();
      setFirstCv({ id: answer.agreement.id, name: name || t('onboarding.resume.unnamed') });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      setResumeError(translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE));
    }
  };

  const skip = (
    <Button variant="subtle" onClick={skipStep} data-testid="onboarding-skip">
      {t('onboarding.skip')}
    </Button>
  );

  const body: Record<StepKey, ReactNode> = {
    company: (
      <Stack>
        <Text>{t('onboarding.company.intro')}</Text>
        <CompanyForm
          readOnly={!canEditCompany(ctx)}
          onSaved={() => {
            setSkipped((set) => new Set([...set].filter((k) => k !== 'company')));
            next();
          }}
          submitLabel={t('onboarding.saveAndContinue')}
        />
        <Group>{canEditCompany(ctx) ? skip : <Button onClick={next}>{t('onboarding.next')}</Button>}</Group>
      </Stack>
    ),
    team: (
      <Stack>
        <Text>{t('onboarding.team.intro')}</Text>
        <InvitesSection />
        <Group>
          <Button onClick={next}>{t('onboarding.next')}</Button>
          {skip}
        </Group>
      </Stack>
    ),
    resume: (
      <Stack>
        <Text>{t('onboarding.resume.intro')}</Text>
        {firstCv ? (
          <Alert color="green" data-testid="onboarding-resume-done">
            {t('onboarding.resume.done', { name: firstCv.name })}
          </Alert>
        ) : (
          <DropZone
            onFiles={(files) => void upload(files)}
            disabled={importResume.isPending}
            accept={RESUME_ACCEPT}
            multiple={false}
            texts={{
              label: t('onboarding.resume.label'),
              dropHere: t('onboarding.resume.dropHere'),
              dropOr: t('onboarding.resume.dropOr'),
              choose: t('onboarding.resume.choose'),
              hint: t('onboarding.resume.hint'),
            }}
            testId="onboarding-resume"
          />
        )}
        {importResume.isPending && <Text size="sm">{t('onboarding.resume.reading')}</Text>}
        {resumeError && (
          <Alert color="red" role="alert">
            {resumeError}
          </Alert>
        )}
        <Group>
          {firstCv ? <Button onClick={next}>{t('onboarding.next')}</Button> : skip}
        </Group>
      </Stack>
    ),
    finish: (
      <Stack>
        <Text>{firstCv ? t('onboarding.finish.introWithCv', { name: firstCv.name }) : t('onboarding.finish.intro')}</Text>
        {finish.isError && (
          <Alert color="red" role="alert">
            {translateServerMessage(isApiError(finish.error) && finish.error.status !== 0 ? finish.error.message : DEFAULT_ERROR_MESSAGE)}
          </Alert>
        )}
        <Button onClick={() => finish.mutate()} loading={finish.isPending} w="fit-content" data-testid="onboarding-finish">
          {t('onboarding.finish.button')}
        </Button>
      </Stack>
    ),
  };

  return (
    <Stack maw={1080}>
      <Title order={1} size="h2">
        {t('onboarding.title')}
      </Title>
      <Text c="dimmed" maw={760}>
        {t('onboarding.intro')}
      </Text>
      <Stepper active={active} onStepClick={setActive} size="sm" orientation={wide ? 'horizontal' : 'vertical'} data-testid="onboarding-stepper">
        {steps.map((key) => (
          <Stepper.Step
            key={key}
            label={t(`onboarding.steps.${key}.label`)}
            description={skipped.has(key) ? t('onboarding.skipped') : t(`onboarding.steps.${key}.description`)}
            // A skipped step is passed, not done: no tick.
            completedIcon={skipped.has(key) ? '–' : undefined}
            color={skipped.has(key) ? 'gray' : undefined}
            data-skipped={skipped.has(key) || undefined}
          >
            <Stack maw={760}>{body[key]}</Stack>
          </Stepper.Step>
        ))}
      </Stepper>
    </Stack>
  );
}
