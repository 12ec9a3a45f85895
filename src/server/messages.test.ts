/**
 * The web shows the server's texts in the interface language by looking their English wording up in
 * its `messages` catalogue (docs/architecture.md, "Messages a person reads"). These tests keep the two
 * in step: every text a person meets from the modules below is in the English catalogue word for
 * word, and every text of the catalogue is one the server (or a shared schema it validates with)
 * still writes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from './documents/resume-file.js';
import { MESSAGES as AGREEMENT_MESSAGES } from './modules/agreements/service.js';
import { MESSAGES as CANDIDATE_REVIEW_MESSAGES } from './modules/candidate-review/service.js';
import { ALREADY_REGISTERED, SIGN_IN_LINK_INVALID } from './modules/auth/service.js';
import { WORD_EXPORT_DISABLED } from './modules/documents/service.js';
import { UPLOAD_MESSAGES } from './lib/upload.js';
import { PROFILE_MESSAGES } from './modules/imports/service.js';
import { MESSAGES as JOB_POST_SERVICE_MESSAGES } from './modules/job-posts/service.js';
import { MESSAGES as INVITE_MESSAGES } from './modules/invites/service.js';
import { MESSAGES as LIST_MESSAGES } from './modules/lists/service.js';
import { MESSAGES as NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS } from './modules/notifications/service.js';
import { MESSAGES as TEAM_MESSAGES } from './modules/teams/service.js';
import { MESSAGES as PROJECT_SERVICE_MESSAGES } from './modules/projects/service.js';
import { MESSAGES as CLIENT_DOCUMENT_SERVICE_MESSAGES } from './modules/client-documents/service.js';
import { DOCUMENT_MESSAGES } from './modules/client-documents/files.js';
import { CLIENT_DOCUMENT_MESSAGES } from '../shared/schemas/client-documents.js';
import { REPORT_MESSAGES } from '../shared/schemas/dashboard.js';
import { PROJECT_MESSAGES } from '../shared/schemas/projects.js';
import { JOB_POST_MESSAGES } from '../shared/schemas/job-posts.js';
import { SHARE_MESSAGES } from '../shared/schemas/share-links.js';
import { OAUTH_MESSAGES } from '../shared/schemas/oauth.js';
import { EXTERNAL_FILE_MESSAGES } from './documents/external-files.js';
import { MESSAGES as EXTERNAL_PROFILE_SERVICE_MESSAGES } from './modules/external-profiles/service.js';
import { EXTERNAL_BATCH_MAX_PROFILES, EXTERNAL_PROFILE_MESSAGES } from '../shared/schemas/external-profiles.js';

const catalogueFile = path.resolve(__dirname, '../web/locales/en/messages.json');
const flatten = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(flatten));
const english = flatten(JSON.parse(readFileSync(catalogueFile, 'utf8')));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
// The server's texts, and those of the shared schemas it validates with.
const serverSource = [...sources(__dirname), ...sources(path.resolve(__dirname, '../shared'))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the web’s catalogue of server messages', () => {
  it('holds every text of the upload, profile, CV, team, list, job post, invite, notification, project, client document, report, sign-in and LinkedIn answers, word for word', () => {
    const { missingMarker: _onlyForScripts, ...upload } = UPLOAD_MESSAGES;
    const { notRejected, cannotMove, noNextStage, draftNotShown, purchaseJobNotOpen, ...jobPostTexts } = JOB_POST_SERVICE_MESSAGES;
    // §5's list-name message, already in the validation catalogue.
    const { nameRequired: _inValidation, ...projectTexts } = PROJECT_MESSAGES;
    const sent = [
      ...Object.values(RESUME_MESSAGES),
      ...Object.values(upload),
      ...Object.values(PROFILE_MESSAGES),
      ...Object.values(AGREEMENT_MESSAGES).map((m) => (typeof m === 'function' ? m('{{name}}') : m)),
      ...Object.values(TEAM_MESSAGES),
      ...Object.values(SHARE_MESSAGES),
      ...Object.values(CANDIDATE_REVIEW_MESSAGES),
      ...Object.values(LIST_MESSAGES),
      ...Object.values(jobPostTexts),
      notRejected('{{what}}', '{{status}}'),
      cannotMove('{{what}}', '{{from}}', '{{to}}'),
      noNextStage('{{what}}', '{{status}}'),
      draftNotShown('{{job}}'),
      purchaseJobNotOpen('{{title}}', '{{status}}'),
      ...Object.values(JOB_POST_MESSAGES),
      ...Object.values(INVITE_MESSAGES).map((m) => (typeof m === 'function' ? m('{{job}}') : m)),
      ...Object.values(NOTIFICATION_MESSAGES),
      // A notification's text, with its values as the catalogue's placeholders.
      ...Object.values(NOTIFICATION_TEXTS).map((text) =>
        text({ candidate: '{{candidate}}', job: '{{job}}', count: '{{count}}', client: '{{client}}', rating: '{{rating}}', person: '{{person}}' }),
      ),
      ...Object.values(PROJECT_SERVICE_MESSAGES).map((m) => (typeof m === 'function' ? m('{{name}}') : m)),
      ...Object.values(projectTexts),
      ...Object.values(CLIENT_DOCUMENT_SERVICE_MESSAGES),
      ...Object.values(DOCUMENT_MESSAGES),
      ...Object.values(CLIENT_DOCUMENT_MESSAGES),
      ...Object.values(REPORT_MESSAGES),
      WORD_EXPORT_DISABLED,
      SIGN_IN_LINK_INVALID,
      ALREADY_REGISTERED,
      ...Object.values(OAUTH_MESSAGES),
      // External profile imports: a file's and a row's messages, the import's refusals.
      ...Object.values(EXTERNAL_FILE_MESSAGES).map((m) => (typeof m === 'function' ? m('{{file}}') : m.replace(String(EXTERNAL_BATCH_MAX_PROFILES), '{{count}}'))),
      EXTERNAL_PROFILE_SERVICE_MESSAGES.batchNotFound,
      EXTERNAL_PROFILE_SERVICE_MESSAGES.notImportable,
      EXTERNAL_PROFILE_SERVICE_MESSAGES.unknownProfile('{{id}}'),
      EXTERNAL_PROFILE_SERVICE_MESSAGES.inError('{{label}}', '{{error}}'),
      EXTERNAL_PROFILE_SERVICE_MESSAGES.alreadyImported('{{label}}'),
      ...Object.values(EXTERNAL_PROFILE_MESSAGES),
    ];
    expect(sent.filter((text) => !english.includes(text))).toEqual([]);
  });

  it('holds only texts the server still writes (a reworded message would no longer be translated)', () => {
    // A text with a value is written with a template literal: `…locked by ${name}. …`.
    const written = (text: string) => text.split(/\{\{\w+\}\}/).every((part) => serverSource.includes(part));
    expect(english.filter((text) => !written(text))).toEqual([]);
  });
});
