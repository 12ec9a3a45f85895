import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import type { Line } from '../types.js';
import { headlineCase, readHeadline, readName, withoutCredentials } from './name.js';

const nameOf = (lines: Line[], hints: { email?: string; country?: string } = {}) => readName(sectionsOf(lines), { email: hints.email ?? null, country: hints.country ?? null });
const names = (lines: Line[]) => {
  const n = nameOf(lines);
  return [n.first_name, n.last_name];
};

describe('the name', () => {
  it('is the largest name-like line near the top, split into first and last name', () => {
    const read = nameOf([line('Senior Werktuigbouwkundig Ingenieur', { size: 1.3 }), nameLine('Jeroen van den Broek'), line('jeroen@example.com')]);
    expect(read).toMatchObject({ first_name: 'Jeroen', last_name: 'van den Broek', line: 1, unsure: [] });
  });

  it('is never a job title, even in large type', () => {
    expect(names([line('Project Manager', { size: 2.4, bold: true }), line('Jonas Weber', { size: 1.4 })])).toEqual(['Jonas', 'Weber']);
  });

  it('is never the document’s own title', () => {
    expect(names([line('Curriculum Vitae', { size: 2.4, bold: true }), line('Katharina von Bergen', { size: 1.6 }), line('katharina@example.de')])).toEqual(['Katharina', 'von Bergen']);
    expect(names([line('LEBENSLAUF', { size: 2.4, bold: true }), line('Jonas Weber', { size: 1.4 })])).toEqual(['Jonas', 'Weber']);
  });

  it('is the labelled one when the resume labels it', () => {
    expect(names([line('Etat Civil', { size: 2, bold: true }), line('Nom : Marie Dupont'), line('Adresse : 12 rue de la Paix, 75002 Paris')])).toEqual(['Marie', 'Dupont']);
    expect(names([heading('Persönliche Daten', { size: 1.4 }), row(['Vorname', 'Jonas']), row(['Nachname', 'Weber'])])).toEqual(['Jonas', 'Weber']);
    expect(names([line('Siemens Healthineers', { size: 2, bold: true }), line('Prénom :'), line('Anne-Sophie'), line('Nom :'), line('Lefèvre')])).toEqual(['Anne-Sophie', 'Lefèvre']);
  });

  it('falls back on the e-mail’s local part, unsure, when no line reads as a name', () => {
    expect(nameOf([line('jane.doe@example.com'), heading('Experience')], { email: 'jane.doe@example.com' })).toMatchObject({ first_name: 'Jane', last_name: 'Doe', unsure: ['first_name', 'last_name'] });
  });

  it('is unsure of the split of three names without a particle, and splits Iberian names by their two surnames', () => {
    expect(nameOf([nameLine('Mary Ann Smith')])).toMatchObject({ first_name: 'Mary Ann', last_name: 'Smith', unsure: ['first_name', 'last_name'] });
    expect(nameOf([nameLine('Alejandro Ruiz Ortega')], { country: 'ES' })).toMatchObject({ first_name: 'Alejandro', last_name: 'Ruiz Ortega' });
  });
});

describe('the headline', () => {
  const headlineOf = (lines: Line[]) => {
    const doc = sectionsOf(lines);
    return readHeadline(doc, readName(doc, { email: null, country: null }));
  };

  it('is the line under the name with its own parts, up to a contact detail or a place', () => {
    expect(headlineOf([nameLine('Noor Haddad'), line('Demand Planner | Supply Chain'), line('noor@example.com')])).toBe('Demand Planner | Supply Chain');
    expect(headlineOf([nameLine('Noor Haddad'), line('Demand Planner | noor@example.com | +31 6 1234 5678')])).toBe('Demand Planner');
    expect(headlineOf([nameLine('Noor Haddad'), line('Demand Planner · Rotterdam, Nederland')])).toBe('Demand Planner');
  });

  it('is no line of personal details (nationality, marital status, age)', () => {
    expect(headlineOf([nameLine('Ana Beatriz Carvalho Souza'), line('Brasileira, solteira, 30 anos'), line('ana@example.com')])).toBeUndefined();
    // (Years of experience are no age.)
    expect(headlineOf([nameLine('Élodie Lefèvre'), line('Comptable – 10 ans d’expérience en PME et cabinet'), line('elodie@example.net')])).toBe('Comptable – 10 ans d’expérience en PME et cabinet');
  });

  it('is no contact detail, place, date or sentence', () => {
    expect(headlineOf([nameLine('Noor Haddad'), line('noor@example.com'), line('Demand Planner')])).toBeUndefined();
    expect(headlineOf([nameLine('Noor Haddad'), line('Rotterdam, Nederland')])).toBeUndefined();
    expect(headlineOf([nameLine('Noor Haddad'), line('I plan supply chains for food companies.')])).toBeUndefined();
  });

  it('is not looked for past a heading', () => {
    expect(headlineOf([nameLine('Noor Haddad'), heading('Experience'), line('Demand Planner')])).toBeUndefined();
  });

  it('is the short line under the document’s title when a table of details names the person below it', () => {
    const details = (title: string, headline: Line[]) => [nameLine(title), ...headline, heading('Informações pessoais'), row(['Nome completo:', 'Edna Gomes Pinto']), row(['Telemóvel:', '922 497 179'])];
    expect(headlineOf(details('Curriculum Vitae', [line('Chefe de Sala')]))).toBe('Chefe de Sala');
    expect(headlineOf(details('CV', [line('Estudante de Enfermagem')]))).toBe('Estudante de Enfermagem');
    // (No headline there: none is made of the heading, a place or a date.)
    expect(headlineOf(details('CV', []))).toBeUndefined();
    expect(headlineOf(details('CV', [line('Braga, Portugal')]))).toBeUndefined();
    expect(headlineOf(details('CV', [line('Setembro 2026')]))).toBeUndefined();
    // (Nor is the name set under the title, its parts labelled again below.)
    expect(headlineOf([nameLine('Currículum'), line('Guadalupe Mendoza Ramírez', { bold: true, size: 1.5 }), line('Contable'), heading('Datos personales'), row(['Nombre:', 'Guadalupe']), row(['Apellidos:', 'Mendoza Ramírez'])])).toBe('Contable');
    // (A photo's placeholder set to the right is no headline.)
    expect(headlineOf(details('Lebenslauf', [line('Foto', { x: 0.88, right: 0.93 })]))).toBeUndefined();
  });
});

describe('a name line with something far to its right', () => {
  it('is the name alone ("Éric Roy ······ Canada")', () => {
    expect(names([nameLine('Éric Roy Canada', { parts: ['Éric Roy', 'Canada'] }), line('e.roy@example.org')])).toEqual(['Éric', 'Roy']);
  });
});

describe('a labelled Japanese name', () => {
  it('is read though it has no space, under a document title', () => {
    expect(names([line('履歴書'), row(['名前:', '小林隆']), row(['TEL:', '+81 80-1956-9017'])])).toEqual(['隆', '小林']);
  });
});

describe('names as LaTeX and theme headers set them', () => {
  it('reads "FAMILY, Given" with the family name in capitals', () => {
    expect(names([nameLine('PINTO DE ALMEIDA, Lucas'), line('Estagiário de Marketing')])).toEqual(['Lucas', 'Pinto de Almeida']);
    expect(names([nameLine('STEINER, Florian'), line('Head of Engineering')])).toEqual(['Florian', 'Steiner']);
  });

  it('takes the name before a separator, and the headline after it', () => {
    const doc = sectionsOf([nameLine('Nadia Cherif | DIRECTEUR DES SOINS'), line('140 rue Victor-Hugo – 67065 Strasbourg – France')]);
    const name = readName(doc, { email: null, country: null });
    expect([name.first_name, name.last_name]).toEqual(['Nadia', 'Cherif']);
    expect(readHeadline(doc, name)).toBe('Directeur des Soins');
  });

  it('finds the name among icons and phone numbers on its line', () => {
    expect(names([row(['☎', '920 879 737', 'Djamila Sousa'], { size: 2.2 }), line('Enfermeiro de Cuidados Intensivos', { size: 1.4 })])).toEqual(['Djamila', 'Sousa']);
  });

  it('joins a name wrapped onto the next line when the e-mail spells its end', () => {
    const doc = sectionsOf([nameLine('Guadalupe Mendoza'), nameLine('Ramírez | Contable'), line('guadalupe.mendozaramirez39@example.org')]);
    const name = readName(doc, { email: 'guadalupe.mendozaramirez39@example.org', country: 'MX', language: 'es' });
    expect([name.first_name, name.last_name]).toEqual(['Guadalupe', 'Mendoza Ramírez']);
    expect(readHeadline(doc, name)).toBe('Contable');
    // The same words again under the name are not its end.
    expect(names([nameLine('Katie Pemberton'), nameLine('Katie Pemberton')])).toEqual(['Katie', 'Pemberton']);
  });

  it('splits given names from family names where the e-mail spells the family names', () => {
    const read = nameOf([nameLine('Luis Fernando Flores González')], { email: 'luis.floresgonzalez33@example.com', country: 'MX' });
    expect([read.first_name, read.last_name]).toEqual(['Luis Fernando', 'Flores González']);
  });
});

describe('the headline', () => {
  it('is never a phone number, an address or a place', () => {
    for (const contact of ['Л 217 037 785', 'Address: London', '140 rue Victor-Hugo']) {
      const doc = sectionsOf([nameLine('Katie Pemberton'), line(contact)]);
      expect(readHeadline(doc, readName(doc, { email: null, country: null }))).toBeUndefined();
    }
  });
  it('written in capitals reads as a person writes it, abbreviations and other scripts kept', () => {
    expect(headlineCase('CFO')).toBe('CFO');
    expect(headlineCase('IT MANAGER')).toBe('IT Manager');
    expect(headlineCase('HEAD OF SALES')).toBe('Head of Sales');
    expect(headlineCase('MAÎTRE D’HÔTEL')).toBe('Maître d’hôtel');
    expect(headlineCase('SNS運用担当')).toBe('SNS運用担当');
    expect(headlineCase('Senior Engineer')).toBe('Senior Engineer');
  });
});

describe('a name set right of the address on its line', () => {
  it('has its headline on that side, under it', () => {
    const doc = sectionsOf([row(['Via Roma 17', 'Simone Bianchi'], { size: 3.4, x: 0.08 }), line('80175 Napoli', { x: 0.09 }), row(['Italia', 'Responsabile di Sala'], { size: 1.7 }), line('+39 321 488 4769'), heading('Esperienza')]);
    const name = readName(doc, { email: null, country: null });
    expect(name.full).toBe('Simone Bianchi');
    expect(readHeadline(doc, name)).toBe('Responsabile di Sala');
  });
});

describe('names and headlines as typeset pages set them', () => {
  it('joins a headline set as large as the name and wrapped after a connector word', () => {
    const doc = sectionsOf([line('Marc Vila Puig | Preparador de', { size: 2.25 }), line('Pedidos', { size: 2.25 }), line('Madrid – España'), heading('Experiencia laboral')]);
    expect(readHeadline(doc, readName(doc, { email: null, country: 'ES' }))).toBe('Preparador de Pedidos');
  });

  it('takes the end of a wrapped name from the first part of the line under it', () => {
    const doc = sectionsOf([line('João Pedro', { size: 3.1 }), row(['Silva Gonçalves', 'Lisboa'], { size: 3.1 }), line('Estudante de Enfermagem'), heading('Perfil')]);
    expect(readName(doc, { email: 'joaopedro.silvagoncalves@example.org', country: 'PT', language: 'pt' })).toMatchObject({ first_name: 'João Pedro', last_name: 'Silva Gonçalves' });
  });

  it('never takes an organisation for the name', () => {
    const doc = sectionsOf([line('Simone Bianchi'), line('Responsabile di Sala'), heading('Esperienza professionale', { heading: 1, size: 2 }), line('Hotel Levante SpA', { heading: 2, size: 1.7 }), line('novembre 2020 – oggi')]);
    expect(readName(doc, { email: null, country: null }).full).toBe('Simone Bianchi');
  });
});

describe('names with several particles, and headlines beside contact details', () => {
  it('reads a long name with its particles', () => {
    expect(names([nameLine('Juan Carlos Fernández de los Santos'), line('Coordinador de Ciclo')])).toEqual(['Juan Carlos', 'Fernández de los Santos']);
    expect(names([nameLine('Miriam vom Hofe'), line('Maschinenbauingenieurin')])).toEqual(['Miriam', 'vom Hofe']);
  });

  it('takes the headline from the first part of its line, beside a handle', () => {
    const doc = sectionsOf([row(['Hamish Papadopoulos', 'Australia'], { size: 3.1 }), line('+61 491 570 473', { x: 0.82 }), row(['Senior Lecturer', 'f hamish-papadopoulos-9328'], { size: 1.57 }), heading('Profile')]);
    expect(readHeadline(doc, readName(doc, { email: null, country: null }))).toBe('Senior Lecturer');
  });

  it('passes the contact details set right of the name on their own lines', () => {
    const doc = sectionsOf([nameLine('Siobhán Byrne', { right: 0.24 }), line('085 958 6593', { x: 0.73 }), line('Head Chef', { size: 1.15 }), line('Galway', { x: 0.77 }), heading('Professional Summary')]);
    expect(readHeadline(doc, readName(doc, { email: null, country: null }))).toBe('Head Chef');
  });

  it('takes no label for the headline', () => {
    const doc = sectionsOf([line('Nome', { x: 0.24 }), nameLine('Bogdan Popescu'), row(['Indirizzo', 'Via Roma 1, 20100 Milano']), row(['Telefono', '+39 333 123 4567']), heading('Esperienza professionale')]);
    expect(readHeadline(doc, readName(doc, { email: null, country: null }))).toBeUndefined();
  });
});

describe('a labelled name in capitals, family name first as the form asks', () => {
  const doc = sectionsOf([line('FORMATO EUROPEO PER IL CURRICULUM VITAE', { bold: true }), heading('Informazioni personali'), row(['Nome', 'BELLANDI CHIARA']), row(['E-mail', 'chiara.bellandi88@example.com'])]);
  it('is turned round when the e-mail spells the names the other way', () => {
    expect(readName(doc, { email: 'chiara.bellandi88@example.com', country: 'IT' })).toMatchObject({ first_name: 'Chiara', last_name: 'Bellandi' });
  });
  it('stays as written when the e-mail says nothing of the order', () => {
    expect(readName(doc, { email: 'cbellandi@example.com', country: 'IT' })).toMatchObject({ first_name: 'Bellandi', last_name: 'Chiara' });
  });
});

describe('a name in body type above a company heading', () => {
  it('is the name, the company heading inside the entries is not', () => {
    const doc = sectionsOf([line('Lena Marie Krämer'), line('Bautechniker'), line('E-Mail: l.kramer@example.org · Telefon: +49 171 4380473'), heading('Berufserfahrung', { heading: 1, size: 2 }), line('Rheinblick Wohnbau', { heading: 2, size: 1.7 }), line('Februar 2022 – Juni 2025')]);
    expect(readName(doc, { email: 'l.kramer@example.org', country: 'DE' }).full).toBe('Lena Marie Krämer');
  });

  it('and a Japanese company name is no name either', () => {
    const doc = sectionsOf([line('清水 翔太'), line('倉庫リーダー'), heading('職務経歴', { heading: 1, size: 2 }), line('株式会社藤原運輸', { heading: 2, size: 1.7 }), line('2019年4月 – 現在')]);
    expect(readName(doc, { email: null, country: 'JP' })).toMatchObject({ first_name: '翔太', last_name: '清水' });
  });
});

describe('the position a Europass CV names beside its label', () => {
  it('is the headline, also under a label its column wrapped', () => {
    const doc = sectionsOf([heading('ANGABEN ZUR PERSON', { size: 0.9 }), nameLine('Karl-Heinz Schröder', { x: 0.27 }), line('Gartenweg 107', { x: 0.27 }), line('70722 Stuttgart', { x: 0.27 }), row(['GEWÜNSCHTE', 'Physiotherapeut'], { bold: true }), line('BESCHÄFTIGUNG /', { bold: true, size: 0.9 }), line('BERUF', { bold: true, size: 0.9 }), heading('BERUFSERFAHRUNG', { size: 0.9 })]);
    expect(readHeadline(doc, readName(doc, { email: null, country: 'DE' }))).toBe('Physiotherapeut');
  });
});

describe('the labels of a Europass CV', () => {
  const read = (lines: Line[]) => {
    const doc = sectionsOf(lines);
    const name = readName(doc, { email: null, country: null });
    return { name: name.full, headline: readHeadline(doc, name) };
  };

  it('are never the name, in any CV language, and the position beside its label is the headline', () => {
    for (const [label, value] of [
      ['POSIZIONE RICOPERTA', 'Supply Chain Planner'],
      ['POSITION APPLIED FOR', 'Supply Chain Planner'],
      ['POSTE OCCUPÉ', 'Responsable logistique'],
      ['PUESTO SOLICITADO', 'Jefa de almacén'],
      ['GEWÜNSCHTE STELLE', 'Disponentin'],
      ['Functie', 'Planner'],
      ['CARGO PRETENDIDO', 'Analista de Logística'],
    ]) {
      const lines = [line('Curriculum vitae', { size: 1.1, x: 0.3 }), heading('INFORMAZIONI PERSONALI', { size: 1.6 }), line('Giulia Rinaldi'), line('giulia.rinaldi@example.org', { x: 0.32 }), row([label, value], { size: 1.6 }), heading('ESPERIENZA PROFESSIONALE')];
      expect(read(lines)).toEqual({ name: 'Giulia Rinaldi', headline: value });
    }
  });

  it('nor are the personal details’ labels with their values', () => {
    expect(read([heading('Personal information'), line('Sesso Femminile', { size: 1.4 }), line('Nationality Italian', { size: 1.4 }), line('Giulia Rinaldi'), heading('Work experience')]).name).toBe('Giulia Rinaldi');
  });

  it('give the headline inline too ("Desired employment: …"), but a job’s own label inside the entries does not', () => {
    expect(read([nameLine('Karl Schröder'), line('Desired employment: Physiotherapist'), heading('Work experience')]).headline).toBe('Physiotherapist');
    expect(read([nameLine('Karl Schröder'), line('karl@example.de'), heading('Work experience'), row(['Position', 'Physiotherapist']), line('2019 – 2021')]).headline).toBeUndefined();
  });

  it('control: a name-like line that merely starts with a label’s letters is still a name', () => {
    expect(read([nameLine('Sexton Blake'), line('Detective')])).toEqual({ name: 'Sexton Blake', headline: 'Detective' });
  });
});

describe('a name in display type on two lines, and addresses', () => {
  it('joins a name set a word a line in large capitals ("CHLOE" / "BENNETT")', () => {
    const doc = sectionsOf([
      heading('CONTACT', { column: 1, pageColumn: true }),
      line('0491 570 156', { column: 1, pageColumn: true }),
      line('Surry Hills, Sydney NSW', { column: 1, pageColumn: true }),
      line('CHLOE', { size: 3.2, bold: true, column: 2, pageColumn: true }),
      line('BENNETT', { size: 3.2, bold: true, column: 2, pageColumn: true, gap: 0.1 }),
      line('GRAPHIC DESIGNER', { size: 1.16, column: 2, pageColumn: true }),
      heading('ABOUT ME', { column: 2, pageColumn: true }),
    ]);
    const name = readName(doc, { email: null, country: null });
    expect(name).toMatchObject({ first_name: 'Chloe', last_name: 'Bennett' });
    expect(readHeadline(doc, name)).toBe('Graphic Designer');
  });

  it('control: a job title under a one-word line is no part of a name', () => {
    expect(names([line('MAYA', { size: 3, bold: true }), line('DESIGNER', { size: 3, bold: true }), line('Maya Okonkwo', { size: 1.2 })])).toEqual(['Maya', 'Okonkwo']);
  });

  it('never takes an address or a place with its state for the name', () => {
    for (const place of ['Surry Hills, Sydney NSW', 'Brooklyn, NY', 'Sydney NSW']) expect(names([line(place, { size: 1.3 }), line('Chloe Bennett'), line('chloe@example.com')])).toEqual(['Chloe', 'Bennett']);
  });

  it('control: a name that shares its words with places is still a name', () => {
    expect(names([nameLine('Victoria Washington'), line('Boston, MA')])).toEqual(['Victoria', 'Washington']);
    expect(names([nameLine('STEINER, Florian'), line('Zürich')])).toEqual(['Florian', 'Steiner']);
  });
});

describe('the headline among contact details', () => {
  const headlineOf = (lines: Line[]) => {
    const doc = sectionsOf(lines);
    return readHeadline(doc, readName(doc, { email: null, country: null }));
  };

  it('is never an icon’s letters or a handle; those set to the right are passed', () => {
    expect(headlineOf([row(['Tomasz Wiśniewski', 'I +353 85 155 0123'], { size: 3.2 }), line('# tomasz.wisniewski@example.org', { x: 0.7, size: 0.9 }), line('ð tomasz-wisniewski-data', { x: 0.77, size: 0.9 }), row(['Data Engineer', '§ twisniewski'], { size: 1.57 }), heading('Summary')])).toBe('Data Engineer');
    expect(headlineOf([nameLine('Chloe Bennett'), line('in', { size: 0.84 }), line('Graphic Designer'), heading('About me')])).toBe('Graphic Designer');
    for (const handle of ['ð tomasz-wisniewski-data', '@chloe_designs', 'github.com/tomaszw']) expect(headlineOf([nameLine('Tomasz Wiśniewski'), line(handle), heading('Summary')])).toBeUndefined();
  });

  it('is no value of a details table, nor a street with its number', () => {
    expect(headlineOf([line('Curriculum Vitae', { bold: true }), heading('Personalia'), row(['Naam', 'Femke van den Berg']), row(['Adres', 'Oudegracht 112']), row(['Telefoon', '06-12345678']), heading('Werkervaring')])).toBeUndefined();
    expect(headlineOf([nameLine('Femke van den Berg'), line('Oudegracht 112'), heading('Werkervaring')])).toBeUndefined();
  });

  it('control: a short headline in capitals or with an abbreviation is kept', () => {
    expect(headlineOf([nameLine('Femke van den Berg'), line('HR Adviseur'), heading('Werkervaring')])).toBe('HR Adviseur');
    expect(headlineOf([nameLine('Femke van den Berg'), line('IT Manager'), line('femke@example.nl'), heading('Werkervaring')])).toBe('IT Manager');
  });
});

describe('credentials and titles around a name', () => {
  it.each([
    ['Marisol Delgado-Reyes, BSN, RN', 'Marisol Delgado-Reyes'],
    ['OWEN MacKINNON, P.Eng.', 'OWEN MacKINNON'],
    ['Jane Doe, PhD', 'Jane Doe'],
    ['Ana López, CPA, CFA', 'Ana López'],
    ['Dr. Jane Doe', 'Jane Doe'],
    ['Dipl.-Ing. Hans Meier', 'Hans Meier'],
    ['OWEN MACKINNON, P.ENG.', 'OWEN MACKINNON'],
  ])('%s → %s', (text, expected) => expect(withoutCredentials(text)).toBe(expected));
  it.each(['STEINER, Florian', 'SMITH, JOHN', 'Doe, Jane'])('keeps %s (the family name first, not a credential)', (text) => expect(withoutCredentials(text)).toBe(text));
  it('are no part of the name read', () => {
    const name = readName(sectionsOf([nameLine('Marisol Delgado-Reyes, BSN, RN'), line('Registered Nurse – Cardiac Telemetry')]), { email: null, country: 'US' });
    expect([name.first_name, name.last_name]).toEqual(['Marisol', 'Delgado-Reyes']);
  });
});
