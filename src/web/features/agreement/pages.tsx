/**
 * agreement/:id/edit: the CV editor (§2). The actions bar above; the CV form builder on the left and
 * the CV as the server renders it on the right (stacked on narrow screens).
 */
import { Alert, Badge, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useParams } from 'react-router';
import type { CvLanguage } from '../../../shared/schemas/cv.js';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { usePermissionContext, useOrganisation } from '../../lib/hooks.js';
import { pageReload } from '../../lib/navigation.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import type { Agreement, Template } from '../../../shared/schemas/agreements.js';
import { applyTemplate } from './api/apply-template.js';
import { useAgreement } from './api/get-agreement.js';
import { saveAgreement } from './api/save-agreement.js';
import { BrandingDialog } from './branding-dialog.js';
import { ContactDetailsDialog } from './contact-details-dialog.js';
import { CvActionsBar } from './cv-actions-bar.js';
import { CvFormBuilder } from './cv-form-builder.js';
import { cvFormResolver, formPath, toCvData, toFormValues, type CvFormValues } from './cv-form-model.js';
import { CvRenderContainer, type CvRenderContainerProps } from './cv-render-container.js';
import { CvSettingsDialog } from './cv-settings-dialog.js';
import { TemplatePicker } from './template-picker.js';
import { UnsureFieldsContext } from './unsure-fields.js';

/** The form re-renders its own fields; the page's state changes (saving, dialogs) leave it alone. */
const MemoFormBuilder = memo(CvFormBuilder);

/** The CV's name as the title, following the form. */
function EditorTitle({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });
  const name = [first, last].filter((s) => s?.trim()).join(' ');
  return (
    <Title order={1} size="h2">
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

/** The first field showing a message, brought into view once the messages have rendered. */
export function scrollToFirstError(root: HTMLElement | null) {
  setTimeout(() => {
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-cv-error]');
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    (target.matches('input, textarea, select, button, [contenteditable]') ? target : target.querySelector<HTMLElement>('input, [contenteditable]'))?.focus({
      preventScroll: true,
    });
  }, 0);
}

export function AgreementEditorPage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation(['cv', 'validation']);
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
  const { t, i18n } = useTranslation('cv');
  const organisation = useOrganisation();
  const ctx = usePermissionContext();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CvFormValues>({
    defaultValues: toFormValues(agreement.data, organisation, i18n.language),
    resolver: cvFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [saved, setSaved] = useState<Agreement>(agreement);
  const [brandingId, setBrandingId] = useState<number | null>(agreement.branding?.account_id ?? null);
  const [revision, setRevision] = useState(0);
  const [dialog, setDialog] = useState<'templates' | 'settings' | 'branding' | 'contact' | null>(null);
  const [saving, setSaving] = useState(false);
  /** The version the preview shows, which the actions bar downloads. */
  const [anonymous, setAnonymous] = useState(false);
  // Fields the resume parser was unsure of (an imported CV, stored by the server): marked until the CV is saved.
  const [unsure, setUnsure] = useState<readonly string[]>(agreement.unsure);
  const dirty = form.formState.isDirty || brandingId !== (saved.branding?.account_id ?? null);

  /** Saves the CV; answers whether it was saved. Invalid: §5 messages at the fields, a toast, the first one in view. */
  const save = useCallback(
    (templateId?: Template['id']) =>
      new Promise<boolean>((resolve) => {
        const invalid = () => {
          // Every message shows once a save was tried (react-hook-form's submitted state): §5's "marks all fields touched".
          notifyError(t('editor.invalid'));
          scrollToFirstError(formRef.current);
          resolve(false);
        };
        void form.handleSubmit(async (current) => {
          setSaving(true);
          try {
            const answer = await saveAgreement(agreement.id, {
              data: toCvData(current),
              template_id: templateId ?? saved.template?.id ?? null,
              branding_account_id: brandingId,
            });
            setSaved(answer);
            form.reset(current);
            setUnsure([]);
            notifySuccess(t('editor.saved'));
            resolve(true);
          } catch (error) {
            if (setServerErrors(error, form.setError, formPath)) return invalid();
            // 423 (locked) and the rest: the server's own message.
            if (!(isApiError(error) && error.handled)) notifyError(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
            resolve(false);
          } finally {
            setSaving(false);
          }
        }, invalid)();
      }),
    [agreement.id, brandingId, form, saved.template?.id, t],
  );

  // Downloads are made from the saved CV (in its saved CV language); with unsaved changes the bar asks to save first.
  const versionShown = useMemo(() => ({ anonymous }), [anonymous]);
  const onSaveForDownload = useCallback(() => save(), [save]);

  /** §2: applying a template saves and reloads the page. With unsaved changes that fail §5 the page stays. */
  const onApplyTemplate = async (template: Template) => {
    try {
      await applyTemplate(agreement.id, template.id);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      return;
    }
    setDialog(null);
    if (dirty && !(await save(template.id))) {
      setRevision((r) => r + 1);
      return;
    }
    pageReload.run();
  };

  // Leaving with unsaved changes asks first (§8); a reload or closed tab gets the browser's own question.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
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
        <div className="tf-cv-editor-preview">
          <LivePreview
            control={form.control}
            agreementId={agreement.id}
            brandingAccountId={brandingId}
            dirty={dirty}
            revision={revision}
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
          blocker.proceed?.();
        }}
        onClose={() => {
          if (!leaving.current && blocker.state === 'blocked') blocker.reset?.();
          leaving.current = false;
        }}
      />
    </Stack>
  );
}
