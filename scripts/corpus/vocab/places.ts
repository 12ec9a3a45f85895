/**
 * Countries the corpus's people live and work in: cities (with names in other CV languages where
 * they differ), fictional or plausible phone numbers, postcodes and streets, company legal forms,
 * the currency sign bullets use, and real universities and colleges.
 *
 * Phone numbers use the ranges set aside for fiction where the country has them (UK 07700 900xxx,
 * 020 7946 0xxx, 0113/0131/0161 496 0xxx; US/Canada 555-01xx; Australia 0491 570 xxx and
 * 02 5550 xxxx; France 01 99 00 xx xx and 06 39 98 xx xx) and otherwise a plausible number of the
 * right shape.
 */
import { int, pick } from '../random.js';
import type { CorpusLanguage } from '../types.js';

export type City = {
  name: string;
  /** The city's name in CV languages that write it differently ("Brussel" / "Bruxelles"). */
  names?: Partial<Record<CorpusLanguage, string>>;
  /** A postcode pattern: `#` a digit, `@` a capital letter. */
  postcode: string;
  /** Trunk prefix and area code of landlines (national form, e.g. "020", "089", "03"); absent = mobiles only. */
  area?: string;
};

export type PhoneNumber = { national: string; international: string };

export type Country = {
  code: string;
  cities: City[];
  /** Legal forms of companies (added after the name; Japan's may come first). */
  legal: string[];
  currency: string;
  /** Universities and colleges, by CV language where the country has several ('any' for all). */
  universities: Partial<Record<CorpusLanguage | 'any', string[]>>;
  /** Vocational schools and colleges; `{city}` is replaced by a city of the country. */
  vocational: Partial<Record<CorpusLanguage | 'any', string[]>>;
  mobile(random: () => number): PhoneNumber;
  landline?(city: City, random: () => number): PhoneNumber;
  streets: string[];
  /** `{street}` and `{no}`. */
  streetFormat: string;
  /** Replacements for bullet texts written with the euro ("M€", "milhões de euros") where the country has another currency. */
  currencyText?: [string, string][];
};

/** Replaces `#` with random digits. */
export const digits = (pattern: string, random: () => number) => pattern.replace(/#/g, () => String(int(0, 9, random)));
const letters = (pattern: string, random: () => number) => pattern.replace(/@/g, () => 'ABCDEFGHJKLMNPRSTUWXYZ'[int(0, 21, random)]);
export const postcodeOf = (city: City, random: () => number) => letters(digits(city.postcode, random), random);

/** One number in both forms: `national` with its trunk prefix, `international` with the country code. */
const both = (nationalPattern: string, countryCode: string, dropTrunk = true) => (random: () => number): PhoneNumber => {
  const national = digits(nationalPattern, random);
  const rest = dropTrunk ? national.replace(/^0/, '') : national;
  return { national, international: `+${countryCode} ${rest}` };
};

const GB_MOBILE = both('07700 900###', '44');
const US_PHONE = (area: string) => (random: () => number): PhoneNumber => {
  const line = digits('01##', random);
  return random() < 0.5
    ? { national: `(${area}) 555-${line}`, international: `+1 ${area} 555 ${line}` }
    : { national: `${area}-555-${line}`, international: `+1 (${area}) 555-${line}` };
};

export const COUNTRIES: Record<string, Country> = {
  GB: {
    code: 'GB',
    cities: [
      { name: 'London', postcode: 'SE1 #@@', area: '020 7946 0' },
      { name: 'Manchester', postcode: 'M1 #@@', area: '0161 496 0' },
      { name: 'Leeds', postcode: 'LS1 #@@', area: '0113 496 0' },
      { name: 'Edinburgh', postcode: 'EH1 #@@', area: '0131 496 0' },
      { name: 'Bristol', postcode: 'BS1 #@@', area: '0117 496 0' },
      { name: 'Birmingham', postcode: 'B1 #@@', area: '0121 496 0' },
      { name: 'Glasgow', postcode: 'G1 #@@', area: '0141 496 0' },
      { name: 'Cardiff', postcode: 'CF10 #@@', area: '029 2018 0' },
      { name: 'Newcastle upon Tyne', postcode: 'NE1 #@@', area: '0191 498 0' },
      { name: 'Nottingham', postcode: 'NG1 #@@', area: '0115 496 0' },
    ],
    legal: ['Ltd', 'Limited', 'plc', 'LLP', 'Ltd.'],
    currency: '£',
    universities: {
      any: ['University of Manchester', 'University of Leeds', 'University of Edinburgh', "King's College London", 'University of Bristol', 'Newcastle University', 'University of Glasgow', 'Cardiff University', 'University of Nottingham', 'Oxford Brookes University', 'Sheffield Hallam University', 'University of Birmingham'],
    },
    vocational: { any: ['Leeds City College', 'City of Glasgow College', 'The Manchester College', 'Westminster Kingsway College', 'Bristol City College'] },
    mobile: GB_MOBILE,
    landline: (city, random) => {
      const national = digits(`${city.area}###`, random);
      const rest = national.replace(/^0/, '');
      return { national, international: random() < 0.5 ? `+44 ${rest}` : `+44 (0)${rest}` };
    },
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue', 'Queen Street', 'Albert Road'],
    streetFormat: '{no} {street}',
  },
  US: {
    code: 'US',
    cities: [
      { name: 'New York', postcode: '100##', area: '212' },
      { name: 'San Francisco', postcode: '941##', area: '415' },
      { name: 'Chicago', postcode: '606##', area: '312' },
      { name: 'Boston', postcode: '021##', area: '617' },
      { name: 'Seattle', postcode: '981##', area: '206' },
      { name: 'Austin', postcode: '787##', area: '512' },
      { name: 'Atlanta', postcode: '303##', area: '404' },
      { name: 'Denver', postcode: '802##', area: '303' },
    ],
    legal: ['Inc.', 'LLC', 'Corp.', 'Inc'],
    currency: '$',
    universities: { any: ['University of Texas at Austin', 'Ohio State University', 'University of Washington', 'Boston University', 'Georgia Institute of Technology', 'Arizona State University', 'University of Michigan', 'Rutgers University', 'Howard University'] },
    vocational: { any: ['Austin Community College', 'Santa Monica College', 'Miami Dade College', 'Seattle Central College'] },
    mobile: (random) => US_PHONE(pick(['212', '415', '312', '617', '206', '512'], random))(random),
    landline: (city, random) => US_PHONE(city.area ?? '212')(random),
    streets: ['Main Street', 'Oak Avenue', 'Maple Drive', 'Pine Street', 'Washington Avenue', 'Lake Shore Drive', 'Elm Street'],
    streetFormat: '{no} {street}',
  },
  CA: {
    code: 'CA',
    cities: [
      { name: 'Toronto', postcode: 'M5V #@#', area: '416' },
      { name: 'Vancouver', postcode: 'V6B #@#', area: '604' },
      { name: 'Montréal', names: { en: 'Montreal' }, postcode: 'H2X #@#', area: '514' },
      { name: 'Québec', names: { en: 'Quebec City' }, postcode: 'G1R #@#', area: '418' },
      { name: 'Ottawa', postcode: 'K1P #@#', area: '613' },
    ],
    legal: ['Inc.', 'Ltd.', 'Ltée', 'inc.'],
    currency: '$',
    universities: {
      en: ['University of Toronto', 'McGill University', 'University of British Columbia', 'University of Ottawa'],
      fr: ['Université de Montréal', 'Université Laval', 'UQAM', 'HEC Montréal'],
    },
    vocational: { en: ['George Brown College', 'Humber College'], fr: ['Cégep du Vieux Montréal', 'Cégep Limoilou'] },
    mobile: (random) => US_PHONE(pick(['416', '604', '514', '438'], random))(random),
    landline: (city, random) => US_PHONE(city.area ?? '416')(random),
    streets: ['rue Sainte-Catherine', 'King Street West', 'boulevard Saint-Laurent', 'Granville Street'],
    streetFormat: '{no} {street}',
    currencyText: [['M€', 'M$'], ['€', '$']],
  },
  AU: {
    code: 'AU',
    cities: [
      { name: 'Sydney', postcode: '2000', area: '(02) 5550 ' },
      { name: 'Melbourne', postcode: '3000', area: '(03) 5550 ' },
      { name: 'Brisbane', postcode: '4000', area: '(07) 5550 ' },
      { name: 'Perth', postcode: '6000', area: '(08) 5550 ' },
      { name: 'Adelaide', postcode: '5000', area: '(08) 5550 ' },
    ],
    legal: ['Pty Ltd', 'Pty. Ltd.', 'Limited'],
    currency: '$',
    universities: { any: ['University of Melbourne', 'UNSW Sydney', 'Monash University', 'University of Queensland', 'RMIT University', 'University of Sydney'] },
    vocational: { any: ['TAFE NSW', 'TAFE Queensland', 'Box Hill Institute'] },
    mobile: (random) => {
      const tail = digits('###', random);
      return { national: `0491 570 ${tail}`, international: `+61 491 570 ${tail}` };
    },
    landline: (city, random) => {
      const national = digits(`${city.area}####`, random);
      return { national, international: `+61 ${national.replace(/^\(0(\d)\) /, '$1 ')}` };
    },
    streets: ['George Street', 'Collins Street', 'Queen Street', 'Hay Street', 'Rundle Street'],
    streetFormat: '{no} {street}',
  },
  IE: {
    code: 'IE',
    cities: [
      { name: 'Dublin', postcode: 'D0# @###', area: '01' },
      { name: 'Cork', postcode: 'T12 @###', area: '021' },
      { name: 'Galway', postcode: 'H91 @###', area: '091' },
      { name: 'Limerick', postcode: 'V94 @###', area: '061' },
    ],
    legal: ['Ltd', 'Limited', 'DAC', 'Teoranta'],
    currency: '€',
    universities: { any: ['Trinity College Dublin', 'University College Dublin', 'University of Galway', 'Technological University Dublin', 'University College Cork'] },
    vocational: { any: ['Ballyfermot College of Further Education', 'Cork College of FET'] },
    mobile: both('08# ### ####', '353'),
    landline: (city, random) => both(`${city.area} ### ####`, '353')(random),
    streets: ['Main Street', 'Grafton Street', "O'Connell Street", 'Patrick Street'],
    streetFormat: '{no} {street}',
  },
  IN: {
    code: 'IN',
    cities: [
      { name: 'Bengaluru', postcode: '5600##' },
      { name: 'Mumbai', postcode: '4000##' },
      { name: 'Chennai', postcode: '6000##' },
      { name: 'Hyderabad', postcode: '5000##' },
      { name: 'Pune', postcode: '4110##' },
      { name: 'New Delhi', postcode: '1100##' },
    ],
    legal: ['Pvt. Ltd.', 'Private Limited', 'Ltd.', 'LLP'],
    currency: '₹',
    universities: { any: ['University of Delhi', 'Anna University', 'Indian Institute of Technology Bombay', 'Jadavpur University', 'University of Mumbai', 'Vellore Institute of Technology', 'Osmania University'] },
    vocational: { any: ['Government Polytechnic, Mumbai', 'Industrial Training Institute, Pune'] },
    mobile: (random) => {
      const n = digits(`9#### #####`, random);
      return { national: `0${n}`, international: `+91 ${n}` };
    },
    streets: ['MG Road', 'Residency Road', 'Brigade Road', 'Anna Salai'],
    streetFormat: '{no} {street}',
    currencyText: [],
  },
  NG: {
    code: 'NG',
    cities: [
      { name: 'Lagos', postcode: '1000##' },
      { name: 'Abuja', postcode: '9000##' },
      { name: 'Port Harcourt', postcode: '5000##' },
      { name: 'Ibadan', postcode: '2000##' },
    ],
    legal: ['Limited', 'Ltd', 'Plc'],
    currency: '₦',
    universities: { any: ['University of Lagos', 'University of Ibadan', 'Obafemi Awolowo University', 'Covenant University', 'University of Nigeria, Nsukka', 'Ahmadu Bello University'] },
    vocational: { any: ['Yaba College of Technology', 'Federal Polytechnic Ilaro'] },
    mobile: (random) => both(`0${pick(['803', '805', '806', '813', '703', '810'], random)} ### ####`, '234')(random),
    streets: ['Admiralty Way', 'Awolowo Road', 'Herbert Macaulay Way', 'Adeola Odeku Street'],
    streetFormat: '{no} {street}',
  },
  ZA: {
    code: 'ZA',
    cities: [
      { name: 'Johannesburg', postcode: '2###', area: '011' },
      { name: 'Cape Town', postcode: '8###', area: '021' },
      { name: 'Durban', postcode: '4###', area: '031' },
      { name: 'Pretoria', postcode: '0###', area: '012' },
    ],
    legal: ['(Pty) Ltd', 'Pty Ltd', 'Ltd'],
    currency: 'R',
    universities: { any: ['University of Cape Town', 'University of the Witwatersrand', 'Stellenbosch University', 'University of Pretoria', 'University of Johannesburg', 'University of KwaZulu-Natal'] },
    vocational: { any: ['False Bay TVET College', 'Ekurhuleni East TVET College'] },
    mobile: (random) => both(`0${pick(['82', '83', '72', '76', '84'], random)} ### ####`, '27')(random),
    landline: (city, random) => both(`${city.area} ### ####`, '27')(random),
    streets: ['Long Street', 'Jan Smuts Avenue', 'Main Road', 'Church Street'],
    streetFormat: '{no} {street}',
  },
  SG: {
    code: 'SG',
    cities: [{ name: 'Singapore', postcode: '0#####' }],
    legal: ['Pte. Ltd.', 'Pte Ltd', 'Ltd'],
    currency: 'S$',
    universities: { any: ['National University of Singapore', 'Nanyang Technological University', 'Singapore Management University', 'Singapore Institute of Technology'] },
    vocational: { any: ['Ngee Ann Polytechnic', 'Temasek Polytechnic', 'Singapore Polytechnic'] },
    mobile: (random) => {
      const n = digits(`${pick(['8', '9'], random)}### ####`, random);
      return { national: n, international: `+65 ${n}` };
    },
    streets: ['Orchard Road', 'Tampines Avenue 5', 'Jurong West Street 52', 'Bukit Timah Road'],
    streetFormat: '{no} {street}',
  },
  AE: {
    code: 'AE',
    cities: [
      { name: 'Dubai', postcode: '', area: '04' },
      { name: 'Abu Dhabi', postcode: '', area: '02' },
      { name: 'Sharjah', postcode: '', area: '06' },
    ],
    legal: ['LLC', 'L.L.C.', 'FZ-LLC', 'FZE'],
    currency: 'AED ',
    universities: { any: ['American University of Sharjah', 'United Arab Emirates University', 'University of Dubai', 'Khalifa University', 'Zayed University'] },
    vocational: { any: ['Higher Colleges of Technology'] },
    mobile: (random) => both(`05${pick(['0', '2', '5', '6'], random)} ### ####`, '971')(random),
    landline: (city, random) => both(`${city.area} ### ####`, '971')(random),
    streets: ['Sheikh Zayed Road', 'Al Wasl Road', 'Corniche Road'],
    streetFormat: '{street}, Building {no}',
  },
  KE: {
    code: 'KE',
    cities: [
      { name: 'Nairobi', postcode: '00100' },
      { name: 'Mombasa', postcode: '80100' },
    ],
    legal: ['Limited', 'Ltd'],
    currency: 'KSh ',
    universities: { any: ['University of Nairobi', 'Strathmore University', 'Kenyatta University', 'Jomo Kenyatta University of Agriculture and Technology'] },
    vocational: { any: ['Kenya Technical Trainers College', 'Nairobi Technical Training Institute'] },
    mobile: (random) => both(`07## ######`, '254')(random),
    streets: ['Kenyatta Avenue', 'Moi Avenue', 'Ngong Road'],
    streetFormat: '{no} {street}',
  },
  NL: {
    code: 'NL',
    cities: [
      { name: 'Amsterdam', postcode: '10## @@', area: '020' },
      { name: 'Rotterdam', postcode: '30## @@', area: '010' },
      { name: 'Utrecht', postcode: '35## @@', area: '030' },
      { name: 'Den Haag', names: { en: 'The Hague', fr: 'La Haye' }, postcode: '25## @@', area: '070' },
      { name: 'Eindhoven', postcode: '56## @@', area: '040' },
      { name: 'Groningen', postcode: '97## @@', area: '050' },
      { name: 'Nijmegen', postcode: '65## @@', area: '024' },
      { name: 'Zwolle', postcode: '80## @@', area: '038' },
    ],
    legal: ['B.V.', 'BV', 'N.V.', 'V.O.F.'],
    currency: '€',
    universities: {
      any: ['Universiteit Utrecht', 'Universiteit van Amsterdam', 'Erasmus Universiteit Rotterdam', 'TU Delft', 'Rijksuniversiteit Groningen', 'Radboud Universiteit', 'Hogeschool van Amsterdam', 'Hanzehogeschool Groningen', 'Fontys Hogescholen', 'Hogeschool Rotterdam', 'Saxion Hogeschool'],
    },
    vocational: { any: ['ROC van Amsterdam', 'ROC Midden Nederland', 'Albeda', 'Summa College', 'Deltion College'] },
    mobile: (random) => {
      const n = digits('########', random);
      const style = int(0, 2, random);
      const national = style === 0 ? `06-${n}` : style === 1 ? `06 ${n.slice(0, 4)} ${n.slice(4)}` : `06 ${n}`;
      return { national, international: `+31 6 ${n.slice(0, 4)} ${n.slice(4)}` };
    },
    landline: (city, random) => {
      const rest = digits(city.area!.length === 3 ? '### ####' : '## #####', random);
      return { national: `${city.area}-${rest}`, international: `+31 ${city.area!.slice(1)} ${rest}` };
    },
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Lindenlaan', 'Prinsengracht', 'Julianastraat', 'Beukenlaan'],
    streetFormat: '{street} {no}',
  },
  BE: {
    code: 'BE',
    cities: [
      { name: 'Brussel', names: { fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel', it: 'Bruxelles', es: 'Bruselas', pt: 'Bruxelas' }, postcode: '1000', area: '02' },
      { name: 'Antwerpen', names: { fr: 'Anvers', en: 'Antwerp' }, postcode: '2000', area: '03' },
      { name: 'Gent', names: { fr: 'Gand', en: 'Ghent' }, postcode: '9000', area: '09' },
      { name: 'Leuven', names: { fr: 'Louvain' }, postcode: '3000', area: '016' },
      { name: 'Liège', names: { nl: 'Luik' }, postcode: '4000', area: '04' },
      { name: 'Namur', names: { nl: 'Namen' }, postcode: '5000', area: '081' },
      { name: 'Charleroi', postcode: '6000', area: '071' },
    ],
    legal: ['BV', 'NV', 'SRL', 'SA', 'bvba'],
    currency: '€',
    universities: {
      nl: ['KU Leuven', 'Universiteit Gent', 'Universiteit Antwerpen', 'Vrije Universiteit Brussel', 'Hogeschool Gent', 'Thomas More Hogeschool'],
      fr: ['Université libre de Bruxelles', 'UCLouvain', 'Université de Liège', 'Université de Namur', 'Haute École Léonard de Vinci'],
      any: ['KU Leuven', 'Université libre de Bruxelles'],
    },
    vocational: { nl: ['CVO Antwerpen', 'Syntra Vlaanderen'], fr: ['IFAPME', 'Institut Saint-Laurent'] },
    mobile: (random) => {
      const n = digits(`4${pick(['7', '8', '9'], random)}# ## ## ##`, random);
      return { national: `0${n}`, international: `+32 ${n}` };
    },
    landline: (city, random) => both(`${city.area} ### ## ##`, '32')(random),
    streets: ['Kerkstraat', 'Stationsstraat', 'rue de la Loi', 'avenue Louise', 'Meir', 'rue Neuve'],
    streetFormat: '{street} {no}',
  },
  DE: {
    code: 'DE',
    cities: [
      { name: 'Berlin', postcode: '10###', area: '030' },
      { name: 'München', names: { en: 'Munich', it: 'Monaco di Baviera', fr: 'Munich', es: 'Múnich', pt: 'Munique' }, postcode: '80###', area: '089' },
      { name: 'Hamburg', names: { fr: 'Hambourg', es: 'Hamburgo', pt: 'Hamburgo', it: 'Amburgo' }, postcode: '20###', area: '040' },
      { name: 'Köln', names: { en: 'Cologne', fr: 'Cologne', it: 'Colonia', es: 'Colonia', pt: 'Colónia' }, postcode: '50###', area: '0221' },
      { name: 'Frankfurt am Main', postcode: '60###', area: '069' },
      { name: 'Stuttgart', postcode: '70###', area: '0711' },
      { name: 'Leipzig', postcode: '04###', area: '0341' },
      { name: 'Düsseldorf', postcode: '40###', area: '0211' },
      { name: 'Nürnberg', names: { en: 'Nuremberg', fr: 'Nuremberg' }, postcode: '90###', area: '0911' },
      { name: 'Dresden', names: { fr: 'Dresde' }, postcode: '01###', area: '0351' },
    ],
    legal: ['GmbH', 'AG', 'GmbH & Co. KG', 'KG', 'e.K.', 'SE'],
    currency: '€',
    universities: {
      any: ['Technische Universität München', 'Ludwig-Maximilians-Universität München', 'RWTH Aachen', 'Universität zu Köln', 'Universität Hamburg', 'Humboldt-Universität zu Berlin', 'Universität Leipzig', 'Hochschule München', 'TH Köln', 'HTW Berlin', 'Universität Stuttgart', 'Goethe-Universität Frankfurt am Main'],
    },
    vocational: { any: ['Berufskolleg {city}', 'Staatliche Berufsschule {city}', 'Oberstufenzentrum Handel', 'Berufsbildende Schule {city}'] },
    mobile: (random) => {
      const prefix = pick(['151', '160', '170', '171', '176', '157'], random);
      const n = digits('#######', random);
      const national = random() < 0.5 ? `0${prefix} ${n}` : `0${prefix} / ${n.slice(0, 3)} ${n.slice(3)}`;
      return { national, international: `+49 ${prefix} ${n}` };
    },
    landline: (city, random) => {
      const n = digits(city.area!.length === 3 ? '########' : '#######', random);
      return { national: `${city.area} ${n}`, international: `+49 ${city.area!.slice(1)} ${n}` };
    },
    streets: ['Hauptstraße', 'Lindenstraße', 'Bahnhofstraße', 'Schillerstraße', 'Gartenweg', 'Am Mühlbach', 'Goethestraße', 'Birkenweg'],
    streetFormat: '{street} {no}',
  },
  AT: {
    code: 'AT',
    cities: [
      { name: 'Wien', names: { en: 'Vienna', fr: 'Vienne', it: 'Vienna', es: 'Viena', pt: 'Viena' }, postcode: '1##0', area: '01' },
      { name: 'Graz', postcode: '80##', area: '0316' },
      { name: 'Linz', postcode: '40##', area: '0732' },
      { name: 'Salzburg', names: { it: 'Salisburgo', fr: 'Salzbourg' }, postcode: '50##', area: '0662' },
      { name: 'Innsbruck', postcode: '60##', area: '0512' },
    ],
    legal: ['GmbH', 'AG', 'KG', 'OG'],
    currency: '€',
    universities: { any: ['Universität Wien', 'TU Wien', 'WU Wien', 'Universität Graz', 'FH Technikum Wien', 'Universität Innsbruck', 'JKU Linz'] },
    vocational: { any: ['Berufsschule Wien', 'HTL Linz', 'Tourismusschulen Salzburg'] },
    mobile: (random) => {
      const prefix = pick(['664', '676', '650', '699'], random);
      const n = digits('#######', random);
      return { national: `0${prefix} ${n}`, international: `+43 ${prefix} ${n}` };
    },
    landline: (city, random) => both(`${city.area} ######`, '43')(random),
    streets: ['Mariahilfer Straße', 'Hauptplatz', 'Landstraße', 'Bahnhofstraße'],
    streetFormat: '{street} {no}',
  },
  CH: {
    code: 'CH',
    cities: [
      { name: 'Zürich', names: { fr: 'Zurich', en: 'Zurich', it: 'Zurigo' }, postcode: '80##', area: '044' },
      { name: 'Basel', names: { fr: 'Bâle', it: 'Basilea' }, postcode: '40##', area: '061' },
      { name: 'Bern', names: { fr: 'Berne', it: 'Berna' }, postcode: '30##', area: '031' },
      { name: 'Genève', names: { de: 'Genf', en: 'Geneva', it: 'Ginevra' }, postcode: '12##', area: '022' },
      { name: 'Lausanne', names: { it: 'Losanna' }, postcode: '10##', area: '021' },
      { name: 'Lugano', postcode: '69##', area: '091' },
      { name: 'Luzern', names: { fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' }, postcode: '60##', area: '041' },
    ],
    legal: ['AG', 'GmbH', 'SA', 'Sàrl'],
    currency: 'CHF ',
    universities: {
      de: ['ETH Zürich', 'Universität Zürich', 'Universität Basel', 'ZHAW', 'Hochschule Luzern', 'Universität Bern'],
      fr: ['EPFL', 'Université de Genève', 'Université de Lausanne', 'HES-SO'],
      it: ['Università della Svizzera italiana', 'SUPSI'],
      any: ['ETH Zürich', 'EPFL'],
    },
    vocational: { de: ['Berufsschule {city}', 'Gewerbliche Berufsschule {city}'], fr: ['CPNV', 'Centre de formation professionnelle'], it: ['Scuola professionale artigianale e industriale'] },
    mobile: (random) => {
      const prefix = pick(['76', '77', '78', '79'], random);
      const n = digits('### ## ##', random);
      return { national: `0${prefix} ${n}`, international: `+41 ${prefix} ${n}` };
    },
    landline: (city, random) => both(`${city.area} ### ## ##`, '41')(random),
    streets: ['Bahnhofstrasse', 'Seestrasse', 'rue du Rhône', 'Via Nassa', 'Dorfstrasse'],
    streetFormat: '{street} {no}',
    currencyText: [['Mio. €', 'Mio. CHF'], ['M€', 'MCHF'], ['milioni di euro', 'milioni di franchi'], ['€', 'CHF']],
  },
  LU: {
    code: 'LU',
    cities: [
      { name: 'Luxembourg', names: { de: 'Luxemburg', nl: 'Luxemburg', it: 'Lussemburgo', es: 'Luxemburgo', pt: 'Luxemburgo' }, postcode: 'L-1###' },
      { name: 'Esch-sur-Alzette', postcode: 'L-4###' },
    ],
    legal: ['S.A.', 'S.à r.l.', 'SARL'],
    currency: '€',
    universities: { any: ['Université du Luxembourg'] },
    vocational: { any: ['Lycée technique du Centre', 'École d’hôtellerie et de tourisme du Luxembourg'] },
    mobile: (random) => {
      const n = digits(`6#1 ### ###`, random);
      return { national: n, international: `+352 ${n}` };
    },
    streets: ['rue de la Gare', 'Grand-Rue', 'avenue de la Liberté', 'boulevard Royal'],
    streetFormat: '{no}, {street}',
  },
  FR: {
    code: 'FR',
    cities: [
      { name: 'Paris', names: { it: 'Parigi' }, postcode: '750##', area: '01' },
      { name: 'Lyon', names: { it: 'Lione', es: 'Lyon', pt: 'Lião' }, postcode: '6900#', area: '04' },
      { name: 'Marseille', names: { en: 'Marseille', it: 'Marsiglia', es: 'Marsella', pt: 'Marselha' }, postcode: '130##', area: '04' },
      { name: 'Toulouse', postcode: '310##', area: '05' },
      { name: 'Nantes', postcode: '440##', area: '02' },
      { name: 'Bordeaux', postcode: '330##', area: '05' },
      { name: 'Lille', postcode: '590##', area: '03' },
      { name: 'Strasbourg', names: { de: 'Straßburg' }, postcode: '670##', area: '03' },
      { name: 'Rennes', postcode: '350##', area: '02' },
      { name: 'Montpellier', postcode: '340##', area: '04' },
    ],
    legal: ['SAS', 'SARL', 'S.A.', 'SA', 'SASU', 'EURL'],
    currency: '€',
    universities: {
      any: ['Université Paris-Saclay', 'Sorbonne Université', 'Université Lumière Lyon 2', 'Aix-Marseille Université', 'Université de Bordeaux', 'Université de Strasbourg', 'INSA Lyon', 'ESSEC Business School', 'KEDGE Business School', 'Nantes Université', 'Université de Lille', 'Université Toulouse III – Paul Sabatier'],
    },
    vocational: { any: ['IUT de Nantes', 'IUT Lyon 1', 'Lycée professionnel Jean-Jaurès', 'CFA du bâtiment de {city}', 'Lycée hôtelier de {city}'] },
    mobile: (random) => {
      const tail = digits('## ##', random);
      const national = `06 39 98 ${tail}`;
      return { national, international: `+33 6 39 98 ${tail}` };
    },
    landline: (_city, random) => {
      const tail = digits('## ##', random);
      return { national: `01 99 00 ${tail}`, international: `+33 1 99 00 ${tail}` };
    },
    streets: ['rue de la République', 'avenue Jean-Jaurès', 'rue Victor-Hugo', 'boulevard Gambetta', 'rue des Lilas', 'place du Marché', 'rue Pasteur'],
    streetFormat: '{no} {street}',
  },
  ES: {
    code: 'ES',
    cities: [
      { name: 'Madrid', postcode: '280##', area: '91' },
      { name: 'Barcelona', postcode: '080##', area: '93' },
      { name: 'Valencia', names: { fr: 'Valence' }, postcode: '460##', area: '96' },
      { name: 'Sevilla', names: { en: 'Seville', fr: 'Séville', it: 'Siviglia', pt: 'Sevilha' }, postcode: '410##', area: '95' },
      { name: 'Bilbao', postcode: '480##', area: '94' },
      { name: 'Zaragoza', names: { fr: 'Saragosse', it: 'Saragozza' }, postcode: '500##', area: '976' },
      { name: 'Málaga', postcode: '290##', area: '95' },
      { name: 'Granada', postcode: '180##', area: '958' },
    ],
    legal: ['S.L.', 'S.A.', 'S.L.U.', 'SL', 'SA'],
    currency: '€',
    universities: {
      any: ['Universidad Complutense de Madrid', 'Universitat de Barcelona', 'Universidad de Sevilla', 'Universitat de València', 'Universidad Politécnica de Madrid', 'Universidad de Granada', 'Universidad de Salamanca', 'Universidad del País Vasco', 'ESADE', 'Universidad Autónoma de Madrid', 'Universidad de Zaragoza'],
    },
    vocational: { any: ['IES Virgen de la Paloma', 'Centro de FP Cesur', 'IES Politécnico de {city}', 'CIFP {city}'] },
    mobile: (random) => {
      const n = digits('6########', random);
      const national = random() < 0.5 ? `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}` : `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
      return { national, international: `+34 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` };
    },
    landline: (city, random) => {
      const n = digits(city.area!.length === 2 ? '### ## ##' : '## ## ##', random);
      return { national: `${city.area} ${n}`, international: `+34 ${city.area} ${n}` };
    },
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Paseo de la Castellana', 'Calle de Alcalá', 'Gran Vía'],
    streetFormat: '{street}, {no}',
  },
  MX: {
    code: 'MX',
    cities: [
      { name: 'Ciudad de México', names: { en: 'Mexico City', fr: 'Mexico', de: 'Mexiko-Stadt' }, postcode: '06###', area: '55' },
      { name: 'Guadalajara', postcode: '44###', area: '33' },
      { name: 'Monterrey', postcode: '64###', area: '81' },
      { name: 'Puebla', postcode: '72###', area: '222' },
    ],
    legal: ['S.A. de C.V.', 'S. de R.L. de C.V.', 'S.A.P.I. de C.V.'],
    currency: '$',
    universities: { any: ['Universidad Nacional Autónoma de México', 'Tecnológico de Monterrey', 'Universidad de Guadalajara', 'Instituto Politécnico Nacional', 'Universidad Iberoamericana'] },
    vocational: { any: ['CONALEP', 'Centro de Bachillerato Tecnológico'] },
    mobile: (random) => {
      const n = digits(`${pick(['55', '33', '81'], random)} #### ####`, random);
      return { national: n, international: `+52 ${n}` };
    },
    streets: ['Avenida Insurgentes Sur', 'Calle Madero', 'Avenida Reforma', 'Calle Hidalgo'],
    streetFormat: '{street} {no}',
    currencyText: [['M€', 'millones de pesos'], ['€', '$']],
  },
  AR: {
    code: 'AR',
    cities: [
      { name: 'Buenos Aires', postcode: 'C10##@@@', area: '11' },
      { name: 'Córdoba', postcode: 'X50##@@@', area: '351' },
      { name: 'Rosario', postcode: 'S20##@@@', area: '341' },
    ],
    legal: ['S.A.', 'S.R.L.', 'S.A.S.'],
    currency: '$',
    universities: { any: ['Universidad de Buenos Aires', 'Universidad Nacional de Córdoba', 'Universidad Tecnológica Nacional', 'Universidad Torcuato Di Tella'] },
    vocational: { any: ['Instituto Superior de Formación Técnica', 'Escuela Técnica N.º 1'] },
    mobile: (random) => {
      const n = digits('####-####', random);
      return { national: `11 ${n}`, international: `+54 9 11 ${n}` };
    },
    streets: ['Avenida Corrientes', 'Calle Florida', 'Avenida Santa Fe', 'Calle San Martín'],
    streetFormat: '{street} {no}',
    currencyText: [['M€', 'millones de pesos'], ['€', '$']],
  },
  CO: {
    code: 'CO',
    cities: [
      { name: 'Bogotá', postcode: '110###' },
      { name: 'Medellín', postcode: '050###' },
      { name: 'Cali', postcode: '760###' },
    ],
    legal: ['S.A.S.', 'S.A.', 'Ltda.'],
    currency: '$',
    universities: { any: ['Universidad Nacional de Colombia', 'Universidad de los Andes', 'Pontificia Universidad Javeriana', 'Universidad de Antioquia'] },
    vocational: { any: ['SENA'] },
    mobile: (random) => {
      const n = digits(`3## ### ####`, random);
      return { national: n, international: `+57 ${n}` };
    },
    streets: ['Carrera 7', 'Calle 72', 'Avenida El Poblado', 'Carrera 15'],
    streetFormat: '{street} # {no}',
    currencyText: [['M€', 'millones de pesos'], ['€', '$']],
  },
  CL: {
    code: 'CL',
    cities: [
      { name: 'Santiago', names: { en: 'Santiago' }, postcode: '83#####' },
      { name: 'Valparaíso', postcode: '23#####' },
      { name: 'Concepción', postcode: '40#####' },
    ],
    legal: ['SpA', 'S.A.', 'Ltda.'],
    currency: '$',
    universities: { any: ['Universidad de Chile', 'Pontificia Universidad Católica de Chile', 'Universidad de Concepción', 'Universidad Técnica Federico Santa María'] },
    vocational: { any: ['INACAP', 'Duoc UC'] },
    mobile: (random) => {
      const n = digits(`9 #### ####`, random);
      return { national: n, international: `+56 ${n}` };
    },
    streets: ['Avenida Providencia', 'Calle Huérfanos', 'Avenida Apoquindo'],
    streetFormat: '{street} {no}',
    currencyText: [['M€', 'millones de pesos'], ['€', '$']],
  },
  IT: {
    code: 'IT',
    cities: [
      { name: 'Milano', names: { en: 'Milan', fr: 'Milan', de: 'Mailand', es: 'Milán', pt: 'Milão' }, postcode: '201##', area: '02' },
      { name: 'Roma', names: { en: 'Rome', fr: 'Rome', de: 'Rom' }, postcode: '001##', area: '06' },
      { name: 'Torino', names: { en: 'Turin', fr: 'Turin', de: 'Turin', es: 'Turín', pt: 'Turim' }, postcode: '101##', area: '011' },
      { name: 'Bologna', names: { fr: 'Bologne', es: 'Bolonia', pt: 'Bolonha' }, postcode: '401##', area: '051' },
      { name: 'Napoli', names: { en: 'Naples', fr: 'Naples', de: 'Neapel', es: 'Nápoles', pt: 'Nápoles' }, postcode: '801##', area: '081' },
      { name: 'Firenze', names: { en: 'Florence', fr: 'Florence', de: 'Florenz', es: 'Florencia', pt: 'Florença' }, postcode: '501##', area: '055' },
      { name: 'Padova', names: { en: 'Padua', fr: 'Padoue', de: 'Padua' }, postcode: '351##', area: '049' },
      { name: 'Bari', postcode: '701##', area: '080' },
      { name: 'Verona', postcode: '371##', area: '045' },
    ],
    legal: ['S.p.A.', 'S.r.l.', 'Srl', 'S.n.c.', 'S.a.s.', 'SpA'],
    currency: '€',
    universities: {
      any: ['Politecnico di Milano', 'Università di Bologna', 'Sapienza Università di Roma', 'Università degli Studi di Padova', 'Università degli Studi di Torino', 'Università degli Studi di Napoli Federico II', 'Università Bocconi', 'Università degli Studi di Firenze', 'Politecnico di Torino', 'Università degli Studi di Bari Aldo Moro'],
    },
    vocational: { any: ['Istituto Tecnico Industriale di {city}', 'ITS Academy {city}', 'Istituto Professionale Alberghiero di {city}'] },
    mobile: (random) => {
      const n = digits(`3${pick(['3', '4', '2', '8', '9'], random)}# ### ####`, random);
      return { national: n, international: `+39 ${n}` };
    },
    landline: (city, random) => {
      const n = digits('#### ####', random);
      return { national: `${city.area} ${n}`, international: `+39 ${city.area} ${n}` };
    },
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via Mazzini', 'Piazza della Repubblica', 'Via Dante'],
    streetFormat: '{street} {no}',
  },
  PT: {
    code: 'PT',
    cities: [
      { name: 'Lisboa', names: { en: 'Lisbon', fr: 'Lisbonne', de: 'Lissabon', it: 'Lisbona', es: 'Lisboa' }, postcode: '1###-###', area: '21' },
      { name: 'Porto', names: { fr: 'Porto', es: 'Oporto' }, postcode: '4###-###', area: '22' },
      { name: 'Braga', postcode: '47##-###', area: '253' },
      { name: 'Coimbra', postcode: '30##-###', area: '239' },
      { name: 'Faro', postcode: '80##-###', area: '289' },
    ],
    legal: ['Lda.', 'Lda', 'S.A.', 'Unipessoal Lda.'],
    currency: '€',
    universities: { any: ['Universidade de Lisboa', 'Universidade do Porto', 'Universidade de Coimbra', 'Universidade Nova de Lisboa', 'Universidade do Minho', 'ISCTE – Instituto Universitário de Lisboa', 'Instituto Politécnico do Porto', 'Universidade do Algarve'] },
    vocational: { any: ['Escola Profissional de {city}', 'Escola de Hotelaria e Turismo de {city}', 'Centro de Emprego e Formação Profissional de {city}'] },
    mobile: (random) => {
      const n = digits(`9${pick(['1', '2', '3', '6'], random)}# ### ###`, random);
      return { national: n, international: `+351 ${n}` };
    },
    landline: (city, random) => {
      const n = digits(city.area!.length === 2 ? `${city.area}# ### ###` : `${city.area} ### ###`, random);
      return { national: n, international: `+351 ${n}` };
    },
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Comércio', 'Avenida dos Aliados'],
    streetFormat: '{street}, {no}',
  },
  BR: {
    code: 'BR',
    cities: [
      { name: 'São Paulo', names: { en: 'São Paulo', it: 'San Paolo', es: 'São Paulo' }, postcode: '01###-###', area: '11' },
      { name: 'Rio de Janeiro', postcode: '20###-###', area: '21' },
      { name: 'Belo Horizonte', postcode: '30###-###', area: '31' },
      { name: 'Curitiba', postcode: '80###-###', area: '41' },
      { name: 'Porto Alegre', postcode: '90###-###', area: '51' },
      { name: 'Recife', postcode: '50###-###', area: '81' },
    ],
    legal: ['Ltda.', 'S.A.', 'Eireli', 'LTDA'],
    currency: 'R$',
    universities: { any: ['Universidade de São Paulo', 'Universidade Estadual de Campinas', 'Universidade Federal do Rio de Janeiro', 'Universidade Federal de Minas Gerais', 'PUC-Rio', 'Universidade Federal do Paraná', 'Universidade Federal de Pernambuco'] },
    vocational: { any: ['SENAI {city}', 'SENAC {city}', 'ETEC {city}'] },
    mobile: (random) => {
      const area = pick(['11', '21', '31', '41', '51', '81'], random);
      const n = digits('9####-####', random);
      return { national: `(${area}) ${n}`, international: `+55 ${area} ${n}` };
    },
    landline: (city, random) => {
      const n = digits('3###-####', random);
      return { national: `(${city.area}) ${n}`, international: `+55 ${city.area} ${n}` };
    },
    streets: ['Avenida Paulista', 'Rua das Flores', 'Rua XV de Novembro', 'Avenida Atlântica', 'Rua da Consolação'],
    streetFormat: '{street}, {no}',
    currencyText: [['milhões de euros', 'milhões de reais'], ['€', 'R$']],
  },
  JP: {
    code: 'JP',
    cities: [
      { name: '東京', names: { en: 'Tokyo', de: 'Tokio', es: 'Tokio', pt: 'Tóquio', nl: 'Tokio' }, postcode: '1##-####', area: '03' },
      { name: '大阪', names: { en: 'Osaka' }, postcode: '5##-####', area: '06' },
      { name: '横浜', names: { en: 'Yokohama' }, postcode: '2##-####', area: '045' },
      { name: '名古屋', names: { en: 'Nagoya' }, postcode: '4##-####', area: '052' },
      { name: '福岡', names: { en: 'Fukuoka' }, postcode: '8##-####', area: '092' },
      { name: '札幌', names: { en: 'Sapporo' }, postcode: '0##-####', area: '011' },
      { name: '京都', names: { en: 'Kyoto' }, postcode: '6##-####', area: '075' },
      { name: '仙台', names: { en: 'Sendai' }, postcode: '98#-####', area: '022' },
    ],
    legal: ['株式会社', '株式会社', '株式会社', '合同会社', '有限会社'],
    currency: '¥',
    universities: { any: ['東京大学', '早稲田大学', '慶應義塾大学', '大阪大学', '京都大学', '名古屋大学', '東北大学', '九州大学', '北海道大学', '明治大学', '立命館大学', '同志社大学', '法政大学'] },
    vocational: { any: ['{city}工科専門学校', '{city}医療専門学校', '{city}ビジネス専門学校', '{city}調理師専門学校'] },
    mobile: (random) => {
      const prefix = pick(['90', '80', '70'], random);
      const n = digits('####-####', random);
      return { national: `0${prefix}-${n}`, international: `+81 ${prefix}-${n}` };
    },
    landline: (city, random) => {
      const n = digits(city.area!.length === 2 ? '####-####' : '###-####', random);
      return { national: `${city.area}-${n}`, international: `+81 ${city.area!.slice(1)}-${n}` };
    },
    streets: ['中央区銀座', '渋谷区神南', '北区梅田', '中区栄', '中央区天神', '青葉区一番町'],
    streetFormat: '{street}{no}',
  },
};

/** A city's name as a CV in `language` writes it. */
export const cityName = (city: City, language: CorpusLanguage) => city.names?.[language] ?? city.name;

/** An institution list of a country for a CV language (its own list, else the country's general one). */
export function institutionsOf(country: Country, kind: 'universities' | 'vocational', language: CorpusLanguage): string[] {
  const lists = country[kind];
  return lists[language] ?? lists.any ?? Object.values(lists).flat();
}
