/** `PUT organisation/employees/0/update_settings` with `{settings}`. */
import type { z } from 'zod';
import type { cvSettingsSavedSchema } from '../../../../shared/schemas/agreements.js';
import type { CvSettings } from '../../../../shared/schemas/cv.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8: a settings save failure is the generic error, which the dialog shows; only a 401 signs out. */
export const saveCvSettings = (settings: CvSettings) =>
  api.put<z.infer<typeof cvSettingsSavedSchema>>(paths.cvSettings.update, { settings }, { errors: 'reloadOn401' });
