/** The CV styler API shapes of src/shared/schemas/agreements.ts, built on the CV model's schemas. */
import type { z } from 'zod';
import { CV_LANGUAGES, cvDataSchema, cvSettingsSchema, locationSchema, phoneSchema } from '../../../cv/model.js';
import { agreementApiSchemas } from '../../../shared/schemas/agreements.js';

export const cvApi = agreementApiSchemas({ cvData: cvDataSchema, cvSettings: cvSettingsSchema, phone: phoneSchema, location: locationSchema, cvLanguages: CV_LANGUAGES });
export type Agreement = z.infer<typeof cvApi.agreement>;
