import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import { ISSUE_MESSAGES } from '../../shared/issue-messages.js';
import { englishIssueMessage, MESSAGES } from '../../shared/validation.js';
import validation from '../locales/en/validation.json';
import frCommon from '../locales/fr/common.json';
import { i18next, loadServerMessages, translateServerMessage } from './i18n.js';
import { translatedIssues } from './zod-messages.js';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** The first message of a parse with the web's error map. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, translatedIssues);
  if (result.success) throw new Error('expected the value to be refused');
  return result.error.issues[0].message;
};

describe('English catalogue', () => {
  it('holds every §5 message under its MESSAGES key and every issue message under issues, word for word', () => {
    const english = validation as unknown as Record<string, string> & { issues: Record<string, string> };
    for (const [key, text] of Object.entries(MESSAGES)) expect(english[key], key).toBe(text);
    expect(english.issues).toEqual(ISSUE_MESSAGES);
  });
});

describe('the zod error map (translateIssue)', () => {
  const cases: [string, z.ZodType, unknown, string, string][] = [
    ['string too long', z.string().max(100), 'x'.repeat(101), 'Höchstens 100 Zeichen.', '100 caractères maximum.'],
    ['long limit, grouped the language’s way', z.string().max(100_000), 'x'.repeat(100_001), 'Höchstens 100.000 Zeichen.', '100\u202f000 caractères maximum.'],
    ['string too short', z.string().min(3), 'ab', 'Mindestens 3 Zeichen.', '3 caractères minimum.'],
    ['string required (min 1)', z.string().min(1), '', 'Dieses Feld ist ein Pflichtfeld.', 'Ce champ est obligatoire.'],
    ['exact length', z.string().length(2), 'abc', 'Genau 2 Zeichen.', 'Exactement 2 caractères.'],
    ['number too small', z.number().min(1900), 1800, 'Mindestens 1.900.', 'Au moins 1\u202f900.'],
    ['number too big', z.number().max(12), 13, 'Höchstens 12.', 'Au plus 12.'],
    ['number not above', z.number().gt(0), 0, 'Mehr als 0.', 'Plus de 0.'],
    ['number not below', z.number().lt(10), 10, 'Weniger als 10.', 'Moins de 10.'],
    ['not a whole number', z.number().int(), 1.5, 'Bitte geben Sie eine ganze Zahl ein.', 'Saisissez un nombre entier.'],
    ['not a multiple', z.number().multipleOf(5), 7, 'Bitte geben Sie ein Vielfaches von 5 ein.', 'Saisissez un multiple de 5.'],
    ['array too short', z.array(z.string()).min(2), ['a'], 'Bitte fügen Sie mindestens 2 Einträge hinzu.', 'Ajoutez au moins 2 éléments.'],
    ['array empty', z.array(z.string()).min(1), [], 'Bitte fügen Sie mindestens einen Eintrag hinzu.', 'Ajoutez-en au moins un.'],
    ['array too long', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Höchstens 2 Einträge.', '2 éléments maximum.'],
    ['missing value', z.object({ name: z.string() }), {}, 'Dieses Feld ist ein Pflichtfeld.', 'Ce champ est obligatoire.'],
    ['wrong type: text', z.string(), 5, 'Bitte geben Sie Text ein.', 'Saisissez du texte.'],
    ['wrong type: number', z.number(), 'five', 'Bitte geben Sie eine Zahl ein.', 'Saisissez un nombre.'],
    ['email format', z.email(), 'nope', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Veuillez saisir une adresse e-mail valide.'],
    ['url format', z.url(), 'nope', 'Bitte geben Sie eine Webadresse ein, die mit https:// beginnt.', 'Saisissez une adresse web commençant par https://.'],
    ['regex format', z.string().regex(/^\d+$/), 'abc', 'Dieser Wert hat nicht das erwartete Format.', 'Cette valeur n’a pas le format attendu.'],
    ['enum value', z.enum(['a', 'b']), 'c', 'Bitte wählen Sie eine der Optionen.', 'Choisissez l’une des options.'],
    ['literal value', z.literal('yes'), 'no', 'Bitte wählen Sie eine der Optionen.', 'Choisissez l’une des options.'],
    ['custom check without a message', z.string().refine(() => false), 'x', 'Dieser Wert ist ungültig.', 'Cette valeur n’est pas valide.'],
  ];

  it.each(cases)('%s: German and French', async (_, schema, value, de, fr) => {
    await i18next.changeLanguage('de');
    expect(messageOf(schema, value)).toBe(de);
    await i18next.changeLanguage('fr');
    expect(messageOf(schema, value)).toBe(fr);
  });

  it('never shows the library’s own text', async () => {
    await i18next.changeLanguage('de');
    for (const [name, schema, value] of cases) expect(messageOf(schema, value), name).not.toMatch(/Too (big|small)|expected|Invalid (input|option)/);
  });

  it('is passed to every zod parse of the web (forms and resolvers)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sources(file);
        return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [file] : [];
      });
    const parses = sources(path.resolve(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(zodResolver|\.safeParse|\.safeParseAsync|\.parseAsync)\(([^()]*)\)/g)].map((m) => `${path.basename(file)}: ${m[0]}`),
    );
    expect(parses.length).toBeGreaterThan(0);
    expect(parses.filter((call) => !call.includes('translatedIssues'))).toEqual([]);
  });

  it('leaves a message the schema sets itself (§5), which the field shows translated', async () => {
    await i18next.changeLanguage('de');
    const message = messageOf(z.string().min(1, MESSAGES.firstNameRequired), '');
    expect(message).toBe(MESSAGES.firstNameRequired);
    expect(translateServerMessage(message)).toBe('Der Vorname ist erforderlich.');
  });
});

describe('server messages (translateServerMessage)', () => {
  it('translates §5 messages and the default error, and leaves unknown ones as sent', async () => {
    await i18next.changeLanguage('fr');
    expect(translateServerMessage(MESSAGES.invalidPassword)).toBe('Mot de passe incorrect.');
    expect(translateServerMessage(DEFAULT_ERROR_MESSAGE)).toBe(frCommon.errors.generic);
    expect(frCommon.errors.generic).not.toBe(DEFAULT_ERROR_MESSAGE);
    expect(translateServerMessage('Something only the server says.')).toBe('Something only the server says.');
  });

  it('translates the server’s English issue messages back, limits included', async () => {
    const tooLong = englishIssueMessage({ code: 'too_big', origin: 'string', maximum: 100_000, inclusive: true, input: '' });
    expect(tooLong).toBe('At most 100000 characters.');
    await i18next.changeLanguage('de');
    expect(translateServerMessage(tooLong)).toBe('Höchstens 100.000 Zeichen.');
    expect(translateServerMessage('At least 8 characters.')).toBe('Mindestens 8 Zeichen.');
    expect(translateServerMessage('At most 12.')).toBe('Höchstens 12.');
    await i18next.changeLanguage('fr');
    expect(translateServerMessage(tooLong)).toBe('100\u202f000 caractères maximum.');
  });

  it('translates the server’s own texts (answers’ errors, toasts), values carried over', async () => {
    await i18next.changeLanguage('de');
    // As the API client does with the first error answer.
    await loadServerMessages();
    expect(translateServerMessage('The file is larger than 10 MB.')).toBe('Die Datei ist größer als 10 MB.');
    expect(translateServerMessage('Please correct the highlighted fields.')).toBe('Bitte korrigieren Sie die markierten Felder.');
    expect(translateServerMessage('This CV is locked by Ada Lovelace. Unlock it to make changes.')).toBe(
      'Dieser Lebenslauf ist von Ada Lovelace gesperrt. Entsperren Sie ihn, um Änderungen vorzunehmen.',
    );
    // A value that is not a limit is carried over as written, digits and all.
    expect(translateServerMessage('This CV is locked by Agent 1007. Unlock it to make changes.')).toBe(
      'Dieser Lebenslauf ist von Agent 1007 gesperrt. Entsperren Sie ihn, um Änderungen vorzunehmen.',
    );
    expect(translateServerMessage('This CV is locked by 1007. Unlock it to make changes.')).toContain('von 1007 gesperrt');
    await i18next.changeLanguage('fr');
    expect(translateServerMessage('Your session has ended. Please sign in again.')).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });
});
