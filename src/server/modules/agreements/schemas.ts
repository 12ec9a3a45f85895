/** The CV styler API shapes of src/shared/schemas/agreements.ts, built on the CV model's schemas. */
import { z } from 'zod';
import { CV_LANGUAGES, cvDataSchema, cvSettingsSchema, locationSchema, phoneSchema } from '../../../cv/model.js';
import { agreementApiSchemas } from '../../../shared/schemas/agreements.js';

export const cvApi = agreementApiSchemas({ cvData: cvDataSchema, cvSettings: cvSettingsSchema, phone: phoneSchema, location: locationSchema, cvLanguages: CV_LANGUAGES });
export type Agreement = z.infer<typeof cvApi.agreement>;

/** `GET {id}/pdf` and `GET {id}/docx`: `anonymous=true|false` (default false), optional CV language; `currentUrl` is accepted (§7) and not used. */
export const exportQuerySchema = z.object({
  anonymous: z
    .enum(['true', 'false', '1', '0'], { message: 'Use anonymous=true or anonymous=false.' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  language: z.enum(CV_LANGUAGES).optional(),
  currentUrl: z.string().max(2000).optional(),
});
