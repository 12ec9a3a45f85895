/**
 * The candidate's own profile (spec §3 Profile, §2 profile pages; decision 034): what the profile
 * pages read and save. The summary's columns (names, phones, location, avatar, skills and the
 * counts `GET my/profile/stats` reads) stay in step with the profile's CV data (experience,
 * education, preferences, top skills), which a resume upload fills too.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SKILLS_LIMIT } from '../../../shared/constants.js';
import { filledPhones } from '../../../shared/phones.js';
import { normaliseEntryDates, type CvData } from '../../../shared/schemas/cv.js';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, validateProfile, type Profile, type ProfileInput, type ProfilePage } from '../../../shared/schemas/profile.js';
import { decodeBase64, decodedLength, checkReportImage, IMAGE_MESSAGES, isProblem } from '../../documents/report-image.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { sanitizeCv } from '../../lib/sanitize-cv.js';
import type { LinkSigner } from '../../lib/signed-links.js';
import { belongsTo, orgKey, type FileStorage } from '../../lib/storage.js';
import * as repo from './repository.js';

export const MESSAGES = {
  noProfile: 'This user has no candidate profile.',
  badLink: 'This picture link is not valid or has expired. Reload the page.',
  noAvatar: 'This profile has no picture.',
  parsing: 'Your CV is being read into your profile. Save again once it is done.',
} as const;

export type ProfileFiles = { storage: FileStorage; links: LinkSigner; log?: FastifyBaseLogger };

/** The path of a profile's picture behind a signed link (decision 019). */
export const avatarPath = (uuid: string) => `/api/my/profile/avatar/${uuid}`;

/** A stored picture is a key of the file storage; anything else (a link given elsewhere) is shown as it is. */
const isStoredAvatar = (scope: TenantScope & { organisationId: number }, avatar: string) => belongsTo(avatar, scope.organisationId);

function present(ctx: SignedInContext, links: LinkSigner, row: repo.ProfileRow): Profile {
  const cv = row.cvData ?? {};
  return {
    uuid: row.uuid,
    state: row.state as Profile['state'],
    avatar: row.avatar ? (isStoredAvatar(ctx, row.avatar) ? links.sign(ctx.organisationId, avatarPath(row.uuid)) : row.avatar) : null,
    first_name: row.firstName,
    last_name: row.lastName,
    phones: row.phones,
    location: row.location,
    skills: row.skills,
    top_skills: cv.top_skills ?? [],
    experience: cv.experience ?? [],
    education: cv.education ?? [],
    preferences: cv.preferences ?? {},
  };
}

async function mustFind(scope: TenantScope, userId: number, forUpdate = false) {
  const row = await repo.findProfile(scope, userId, { forUpdate });
  if (!row) throw notFound(MESSAGES.noProfile);
  return row;
}

/** `GET my/profile`. */
export async function get(ctx: SignedInContext, files: Pick<ProfileFiles, 'links'>): Promise<Profile> {
  return present(ctx, files.links, await mustFind(ctx, ctx.user.id));
}

/** Field paths as the body names them (`profile.first_name`), as the schema's own 422s do. */
const inBody = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`profile.${path}`, messages]));

/** The cropped picture, checked by its content and rewritten without metadata (as report images are). */
async function checkedAvatar(base64: string) {
  if (decodedLength(base64) > AVATAR_MAX_BYTES) throw unprocessable(inBody({ avatar_image: [PROFILE_MESSAGES.avatarTooLarge] }));
  const bytes = decodeBase64(base64);
  if (!bytes) throw unprocessable(inBody({ avatar_image: [IMAGE_MESSAGES.base64] }));
  const image = await checkReportImage(bytes);
  if (isProblem(image)) {
    const message = image.message === IMAGE_MESSAGES.unsupported || image.message === IMAGE_MESSAGES.markup ? PROFILE_MESSAGES.avatarNotAnImage : image.message;
    throw new HttpError(422, message, inBody({ avatar_image: [message] }));
  }
  return image;
}

/**
 * `PUT my/profile`: the parts given replace the profile's (§5 rules first: 422 by field path), the
 * HTML sanitised, entry dates kept in step; a new picture is stored and the old one removed after
 * the change is committed.
 */
export async function save(ctx: SignedInContext, files: ProfileFiles, input: ProfileInput): Promise<Profile> {
  const errors = validateProfile(input);
  if (Object.keys(errors).length) throw unprocessable(inBody(errors));
  const image = input.avatar_image !== undefined ? await checkedAvatar(input.avatar_image) : null;
  let written: string | null = null;
  try {
    const { row, replaced } = await inTransaction(ctx, async (tx) => {
      const current = await mustFind(tx, ctx.user.id, true);
      // The resume being read replaces these parts when it is done: a save now would be lost.
      if (current.state === 'parsing_cv') throw conflict(MESSAGES.parsing);
      const cv: CvData = { ...current.cvData };
      const changes: repo.ProfileChanges = {};
      if (input.first_name !== undefined) changes.firstName = input.first_name.trim();
      if (input.last_name !== undefined) changes.lastName = input.last_name.trim();
      if (input.phones !== undefined) changes.phones = filledPhones(input.phones);
      if (input.location !== undefined) changes.location = input.location;
      if (input.skills !== undefined) {
        const skills = [...new Set(input.skills.map((s) => s.trim()).filter(Boolean))].slice(0, SKILLS_LIMIT);
        changes.skills = skills;
        cv.skills = skills;
        cv.top_skills = (input.top_skills ?? cv.top_skills ?? []).filter((s) => skills.includes(s));
      } else if (input.top_skills !== undefined) cv.top_skills = input.top_skills.filter((s) => current.skills.includes(s));
      const entries = sanitizeCv(normaliseEntryDates({ experience: input.experience ?? [], education: input.education ?? [], qualification: [] }));
      if (input.experience !== undefined) {
        cv.experience = entries.experience;
        changes.experienceCount = entries.experience!.length;
      }
      if (input.education !== undefined) {
        cv.education = entries.education;
        changes.educationCount = entries.education!.length;
      }
      if (input.preferences !== undefined) cv.preferences = sanitizeCv({ preferences: input.preferences }).preferences;
      if (image) {
        written = orgKey(ctx.organisationId, 'avatars', `${current.uuid}-${createHash('sha256').update(image.bytes).digest('hex').slice(0, 16)}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`);
        await files.storage.put(written, image.bytes, { contentType: image.contentType });
        changes.avatar = written;
      } else if (input.avatar === null) changes.avatar = null;
      // The CV data carries the summary too, as a resume read writes it.
      changes.cvData = {
        ...cv,
        first_name: changes.firstName ?? current.firstName,
        last_name: changes.lastName ?? current.lastName,
        phones: changes.phones ?? current.phones,
        location: changes.location !== undefined ? changes.location : current.location,
      };
      await repo.updateProfile(tx, current.id, changes);
      const replaced = changes.avatar !== undefined && current.avatar && current.avatar !== changes.avatar && isStoredAvatar(ctx, current.avatar) ? current.avatar : null;
      return { row: await mustFind(tx, ctx.user.id), replaced };
    });
    if (replaced) await files.storage.delete(replaced).catch((e: unknown) => files.log?.warn({ err: e, key: replaced }, 'could not remove a replaced profile picture'));
    return present(ctx, files.links, row);
  } catch (error) {
    const key = written as string | null;
    if (key) await files.storage.delete(key).catch((e: unknown) => files.log?.error({ err: e, key }, 'could not remove the picture of a failed profile save'));
    throw error;
  }
}

/** `PUT my/profile/pages/{page}`: remembers that the candidate opened a profile page (`pages_accessed`; §4: the preferences step). */
export async function pageOpened(ctx: SignedInContext, page: ProfilePage): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const current = await mustFind(tx, ctx.user.id, true);
    if (!current.pagesAccessed[page]) await repo.updateProfile(tx, current.id, { pagesAccessed: { ...current.pagesAccessed, [page]: true } });
  });
}

/** The picture of a signed avatar link. */
export async function avatarFile(scope: TenantScope, storage: FileStorage, uuid: string) {
  const row = await repo.findProfileByUuid(scope, uuid);
  if (!row?.avatar) throw notFound(MESSAGES.noAvatar);
  const stored = await storage.get(row.avatar);
  if (!stored) throw notFound(MESSAGES.noAvatar);
  return { bytes: stored.bytes, contentType: stored.meta.contentType };
}
