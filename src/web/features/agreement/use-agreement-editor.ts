/**
 * The CV editor's state and actions (§2, §5, §8), apart from its layout (./pages.tsx): the form over
 * the agreement's CV, the saved answer, branding, dialogs, the version shown, the parser's unsure
 * marks, save (with §5 messages at the fields and the server's 422 on them), applying a template (only to a CV that passes §5),
 * the question before leaving with unsaved changes, and the draft discarded when it is left unsaved.
 */
import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { isDraft, type Agreement, type Template } from '../../../shared/schemas/agreements.js';
import { destroyFreshAgreement } from '../../components/api/destroy-fresh-agreement.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { useOrganisation } from '../../lib/hooks.js';
import { pageReload } from '../../lib/navigation.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { applyTemplate } from './api/apply-template.js';
import { saveAgreement } from './api/save-agreement.js';
import { cvFormResolver, formMessages, formPath, toCvData, toFormValues, type CvFormValues } from '../../components/cv-form/cv-form-model.js';

export type EditorDialog = 'templates' | 'settings' | 'branding' | 'contact';

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

export function useAgreementEditor(agreement: Agreement) {
  const { t, i18n } = useTranslation('cv');
  const organisation = useOrganisation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CvFormValues>({
    defaultValues: toFormValues(agreement.data, organisation, i18n.language),
    resolver: cvFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [saved, setSaved] = useState<Agreement>(agreement);
  const [brandingId, setBrandingId] = useState<number | null>(agreement.branding?.account_id ?? null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
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

  /** Checks the form by the §5 rules as a save does (the messages show at the fields); answers the messages, none when it may be saved. */
  const check = () =>
    new Promise<string[]>((resolve) => {
      void form.handleSubmit(
        () => resolve([]),
        (errors) => resolve(formMessages(errors).map(translateServerMessage)),
      )();
    });

  /**
   * §2: applying a template saves and reloads the page. A CV that fails §5 keeps its template and
   * preview: the messages show at the fields and a toast says what to fix. Unsaved changes are saved
   * before the template is applied, so a refused save changes nothing either.
   */
  const onApplyTemplate = async (template: Template) => {
    const problems = await check();
    if (problems.length) {
      setDialog(null);
      notifyError(t('templates.invalid', { problems: problems.join(' ') }));
      scrollToFirstError(formRef.current);
      return;
    }
    if (dirty && !(await save())) {
      setDialog(null);
      return;
    }
    try {
      await applyTemplate(agreement.id, template.id);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      return;
    }
    setDialog(null);
    pageReload.run();
  };

  // Leaving with unsaved changes asks first (§8); a reload or closed tab gets the browser's own question.
  // Leaving a draft (started from scratch or copied, never saved) discards it, so that no "Unnamed
  // CV" stays behind; one whose tab was closed is purged by the server after a day.
  const navigate = useNavigate();
  const leaving = useRef(false);
  /** Set once the CV was deleted here: leaving then neither asks nor discards. */
  const deleted = useRef(false);
  const draft = isDraft(saved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !deleted.current && !saving && (dirty || draft) && currentLocation.pathname !== nextLocation.pathname,
  );
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });

  /** Goes on to where the user was going (after the question, if there was one), discarding a draft on the way. */
  const leave = useCallback(() => {
    if (blocker.state !== 'blocked') return;
    // Not awaited: a failure leaves the draft to the server's purge, never the user in the editor.
    if (draft) destroyFreshAgreement(agreement.id).catch(() => undefined);
    blocker.proceed();
  }, [agreement.id, blocker, draft]);

  // An untouched draft is left without a question.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) leave();
  }, [blocker.state, dirty, leave]);

  /** After the CV was deleted from the actions bar: back to the CV styler's landing (the toast is shown). */
  const onDeleted = useCallback(() => {
    deleted.current = true;
    navigate('/cv-styler/upload');
  }, [navigate]);

  return {
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
  };
}
