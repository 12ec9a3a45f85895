/**
 * agreement/:id/edit: the CV editor (§2). The actions bar above; the CV form builder on the left and
 * the CV as the server renders it on the right (stacked on narrow screens).
 */
import { Alert, Badge, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CvLanguage } from '../../../shared/schemas/cv.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { usePermissionContext } from '../../lib/hooks.js';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { useAgreement } from './api/get-agreement.js';
import { AttachmentsPanel } from './attachments-panel.js';
import { BrandingDialog } from './branding-dialog.js';
import { CandidateApproval } from './candidate-approval.js';
import { ContactDetailsDialog } from '../../components/contact-details-dialog.js';
import { CvActionsBar } from './cv-actions-bar.js';
import { CvFormBuilder } from './cv-form-builder.js';
import { toCvData, type CvFormValues } from '../../components/cv-form/cv-form-model.js';
import { CvRenderContainer, type CvRenderContainerProps } from './cv-render-container.js';
import { CvSettingsDialog } from './cv-settings-dialog.js';
import { TemplatePicker } from './template-picker.js';
import { UnsureFieldsContext } from '../../components/cv-form/unsure-fields.js';
import { useAgreementEditor } from './use-agreement-editor.js';

/** The form re-renders its own fields; the page's state changes (saving, dialogs) leave it alone. */
const MemoFormBuilder = memo(CvFormBuilder);

/** The CV's name as the title, following the form. */
function EditorTitle({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });
  const name = [first, last].filter((s) => s?.trim()).join(' ');
  return (
    <Title order={1} size="h2" data-testid="cv-editor-title">
      {name || t('editor.untitled')}
    </Title>
  );
}

/** The render container fed with the form's values; only it re-renders while the user types. */
function LivePreview({ control, ...props }: Omit<CvRenderContainerProps, 'data' | 'language'> & { control: Control<CvFormValues> }) {
  const values = useWatch({ control }) as CvFormValues;
  const data = useMemo(() => toCvData(values), [values]);
  return <CvRenderContainer {...props} data={data} language={values.custom_fields?.template_language_variant as CvLanguage | undefined} />;
}

export function AgreementEditorPage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation(['cv', 'validation', 'attachments', 'review']);
  const agreement = useAgreement(id);
  if (!ready || agreement.isPending) return <Loader m="xl" aria-label={t('common:loading')} />;
  if (agreement.isError) {
    const notFound = isApiError(agreement.error) && (agreement.error.status === 404 || agreement.error.status === 403);
    return <EmptyState title={t('cv:editor.title')} message={notFound ? t('cv:editor.notFound') : t('common:errors.generic')} />;
  }
  return <AgreementEditor key={id} agreement={agreement.data} />;
}

/** The add-marketplace path of §2 opens the same editor. */
export const AddMarketplacePage = AgreementEditorPage;

function AgreementEditor({ agreement }: { agreement: Agreement }) {
  const ctx = usePermissionContext();
  const {
    form,
    formRef,
    organisation,
    saved,
    brandingId,
    setBrandingId,
    dialog,
    setDialog,
    saving,
    anonymous,
    setAnonymous,
    unsure,
    dirty,
    save,
    versionShown,
    onSaveForDownload,
    onApplyTemplate,
    blocker,
    leaving,
    leave,
    onDeleted,
  } = useAgreementEditor(agreement);
  const { t } = useTranslation('cv');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} className="tf-cv-editor-heading">
          <EditorTitle control={form.control} />
          <Group gap="xs">
            {saved.locked && <Badge color="gray">{t('landing.locked')}</Badge>}
            {saved.template && (
              <Badge variant="light" data-testid="current-template">
                {t('editor.template', { name: saved.template.name })}
              </Badge>
            )}
            {dirty && (
              <Badge color="orange" variant="light" data-testid="unsaved">
                {t('editor.unsaved')}
              </Badge>
            )}
            <CandidateApproval agreement={saved} reviewFeature={ctx.organisation.candidate_review_feature} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog('contact')} data-testid="contact-details-button">
            {t('contact.open')}
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="cv-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Group>
      <CvActionsBar
        agreementId={agreement.id}
        ctx={ctx}
        onSettings={() => setDialog('settings')}
        version={versionShown}
        dirty={dirty}
        onSave={onSaveForDownload}
        onDeleted={onDeleted}
        candidateEmail={saved.data.email}
        marketplaceAt={saved.marketplace_at}
      />
      {saved.locked && (
        <Alert color="gray" variant="light">
          {t('editor.lockedNote')}
        </Alert>
      )}

      {unsure.length > 0 && (
        <Alert color="orange" variant="light" data-testid="unsure-note">
          {t('upload.unsureBanner')}
        </Alert>
      )}

      <div className="tf-cv-editor">
        <Stack gap="md">
          <form
            ref={formRef}
            noValidate
            aria-label={t('editor.formLabel')}
            data-testid="cv-form"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <UnsureFieldsContext.Provider value={unsure}>
              <MemoFormBuilder form={form} organisation={organisation} />
            </UnsureFieldsContext.Provider>
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={saving}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </form>
          <AttachmentsPanel agreementId={agreement.id} locked={saved.locked} onOpenSettings={() => setDialog('settings')} />
        </Stack>
        <div className="tf-cv-editor-preview">
          <LivePreview
            control={form.control}
            agreementId={agreement.id}
            brandingAccountId={brandingId}
            dirty={dirty}
            anonymous={anonymous}
            onAnonymousChange={setAnonymous}
            onTemplates={() => setDialog('templates')}
            extraActions={
              <Button variant="default" size="xs" onClick={() => setDialog('branding')} data-testid="branding-button">
                {t('branding.open')}
              </Button>
            }
          />
        </div>
      </div>

      <TemplatePicker opened={dialog === 'templates'} onClose={() => setDialog(null)} currentId={saved.template?.id} onApply={onApplyTemplate} />
      <CvSettingsDialog opened={dialog === 'settings'} onClose={() => setDialog(null)} />
      <BrandingDialog opened={dialog === 'branding'} onClose={() => setDialog(null)} viewer={ctx.viewer} value={brandingId} onChoose={setBrandingId} />
      <ContactDetailsDialog opened={dialog === 'contact'} onClose={() => setDialog(null)} agreementId={agreement.id} />
      <ConfirmationDialog
        opened={blocker.state === 'blocked'}
        onConfirm={() => {
          leaving.current = true;
          leave();
        }}
        onClose={() => {
          if (!leaving.current && blocker.state === 'blocked') blocker.reset?.();
          leaving.current = false;
        }}
      />
    </Stack>
  );
}
