/**
 * The candidate's own profile (spec §3 Profile, §2 profile routes; docs/api.md "The candidate's
 * profile"): `GET my/profile` answers `{profile}`, `PUT my/profile` takes `{profile: {...}}` with any
 * of its parts — each profile page sends its own (summary, skills, preferences, experience,
 * education) and the parts it leaves out keep their value. The parts are the CV's (`cv.ts`), with the
 * same §5 rules as the CV form where they apply to a profile (decision 034).
 */
import { z } from 'zod';
import { SKILLS_LIMIT } from '../constants.js';
import { plainText } from '../html.js';
import { PHONE_ERROR_MESSAGES, phoneError } from '../phones.js';
import { PROFILE_STATES } from './auth.js';
import { CV_MESSAGES, cvDataSchema, type CvErrors } from './cv.js';

/** The decoded bytes an avatar may have: a cropped photo is far smaller. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The side of the square picture the crop makes (pixels). */
export const AVATAR_SIDE = 400;

export const PROFILE_MESSAGES = {
  avatarTooLarge: `The picture is too large: choose one of at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  avatarNotAnImage: 'This file is not a PNG or JPEG picture. Choose a photo saved as PNG or JPEG.',
} as const;

/** The profile pages whose opening the profile remembers (`pages_accessed`, §4: the preferences step). */
export const PROFILE_PAGES = ['summary', 'skills', 'preferences', 'experience', 'education'] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

const parts = cvDataSchema.pick({ first_name: true, last_name: true, phones: true, location: true, skills: true, top_skills: true, experience: true, education: true, preferences: true });

/** `GET my/profile`: the profile; `avatar` is a link the browser loads for a while (signed, decision 019) or null. */
export const profileSchema = z.object({
  uuid: z.string(),
  state: z.enum(PROFILE_STATES),
  avatar: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phones: z.array(parts.shape.phones.unwrap().element),
  location: parts.shape.location.unwrap(),
  skills: z.array(z.string()),
  top_skills: z.array(z.string()),
  experience: parts.shape.experience.unwrap(),
  education: parts.shape.education.unwrap(),
  preferences: parts.shape.preferences.unwrap(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = z.object({ profile: profileSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/**
 * The parts a save changes. `avatar_image`: the cropped picture as base64 (a `data:` URL or bare),
 * checked by its content; `avatar: null` removes the picture.
 */
export const profileInputSchema = parts.extend({
  avatar_image: z.string().max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100, PROFILE_MESSAGES.avatarTooLarge).optional(),
  avatar: z.null().optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;
export const profileBodySchema = z.object({ profile: profileInputSchema });
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const profilePageParamsSchema = z.object({ page: z.enum(PROFILE_PAGES) });

/**
 * The §5 rules of the CV form as they apply to a profile save, by field path of `parts`: first and
 * last name required when the summary is saved; each phone filled in must be plausible, with its
 * country; at most 40 skills (§9); each experience needs a title, a company name and a summary, each
 * education a title and an institution. (A profile is filled in step by step, so the CV's minimum of
 * 5 skills, 1 experience and a description is the guide's business, not a save's.)
 */
export function validateProfile(input: ProfileInput): CvErrors {
  const errors: CvErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (input.first_name !== undefined && !input.first_name.trim()) add('first_name', CV_MESSAGES.firstNameRequired);
  if (input.last_name !== undefined && !input.last_name.trim()) add('last_name', CV_MESSAGES.lastNameRequired);
  (input.phones ?? []).forEach((row, i) => {
    const problem = phoneError(row);
    if (problem) add(`phones.${i}.number`, PHONE_ERROR_MESSAGES[problem]);
  });
  if ((input.skills?.length ?? 0) > SKILLS_LIMIT) add('skills', CV_MESSAGES.skillsMaximum);
  (input.experience ?? []).forEach((e, i) => {
    if (!e.title?.trim()) add(`experience.${i}.title`, CV_MESSAGES.titleRequired);
    if (!e.company?.name?.trim()) add(`experience.${i}.company.name`, CV_MESSAGES.companyRequired);
    if (!plainText(e.summary)) add(`experience.${i}.summary`, CV_MESSAGES.summaryRequired);
  });
  (input.education ?? []).forEach((e, i) => {
    if (!e.title?.trim()) add(`education.${i}.title`, CV_MESSAGES.titleRequired);
    if (!e.institution?.name?.trim()) add(`education.${i}.institution.name`, CV_MESSAGES.institutionRequired);
  });
  return errors;
}
