/** CV settings the document tests share. */
import type { CvSettings } from '../../shared/schemas/cv.js';

/** Every section a CV prints on: longer CVs, more pages and page ends. */
export const EVERY_SECTION = {
  sections: [
    'brief', 'key_information', 'candidate_information', 'contact_section', 'candidate_contact', 'crm_ref_info', 'top_skills', 'skills', 'experience',
    'reasons_for_leaving', 'education', 'qualification', 'languages_info', 'salary_information', 'current_salary', 'package_info', 'notice_period_info',
    'relocation', 'other_info', 'other_information', 'motivation', 'consultant_contact', 'office_contact',
  ],
  fields: null,
} as CvSettings;
