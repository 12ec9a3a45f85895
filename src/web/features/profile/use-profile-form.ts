/**
 * One profile page's form: the profile's part as the CV form edits it (`CvFormValues`, so the CV's
 * widgets bind to it as they are), checked like a save is — the shape (`profileInputSchema`), then
 * the §5 rules (`validateProfile`) — and saved with `PUT my/profile`; a 422 reaches the fields
 * (`profile.phones.0.number` → `phones.0.number`), a toast says what happened.
 */
import { toNestErrors } from '@hookform/resolvers';
import { useEffect } from 'react';
import { useForm, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { profileInputSchema, validateProfile, type Profile, type ProfileInput } from '../../../shared/schemas/profile.js';
import type { CvFormValues } from '../../components/cv-form/cv-form-model.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useSaveProfile } from './api/save-profile.js';

export type ProfileFormOptions = {
  /** The form's values of the saved profile. */
  toValues: (profile: Profile) => CvFormValues;
  /** The parts this page saves, from the form's values. */
  toInput: (values: CvFormValues) => ProfileInput;
};

function resolverFor(toInput: ProfileFormOptions['toInput']): Resolver<CvFormValues> {
  return async (values, _context, options) => {
    const flat: Record<string, FieldError> = {};
    const input = toInput(values);
    const shaped = profileInputSchema.safeParse(input, translatedIssues);
    if (!shaped.success) {
      for (const issue of shaped.error.issues) flat[issue.path.map(String).join('.')] ??= { type: issue.code, message: issue.message };
    } else {
      // Phone rows are checked as the form shows them (empty rows included), so each message sits on its row.
      for (const [path, messages] of Object.entries(validateProfile({ ...input, phones: values.phones ?? input.phones }))) flat[path] = { type: 'profile', message: messages[0] };
    }
    return Object.keys(flat).length ? { values: {}, errors: toNestErrors(flat, options) } : { values, errors: {} };
  };
}

/** The server's key without its wrapper; `avatar_image` is shown at the picture (`avatar`). */
const formPath = (key: string) => (key.replace(/^profile\./, '').replace(/^avatar_image$/, 'avatar') || null) as Path<CvFormValues> | null;

export function useProfileForm(profile: Profile, { toValues, toInput }: ProfileFormOptions, extraInput?: () => Partial<ProfileInput>) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const form = useForm<CvFormValues>({ defaultValues: toValues(profile), resolver: resolverFor(toInput) });
  // The saved profile, once the answer comes back, is the form's new starting point.
  useEffect(() => {
    form.reset(toValues(profile));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ ...toInput(values), ...extraInput?.() });
        notifySuccess(t('saved'));
      } catch (error) {
        if (setServerErrors(error, form.setError, formPath)) return notifyError(t('invalid'));
        if (!(isApiError(error) && error.handled)) notifyError(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      }
    },
    () => notifyError(t('invalid')),
  );
  return { form, submit, saving: save.isPending };
}
