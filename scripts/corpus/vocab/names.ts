/**
 * Names by culture, and the cultures that write CVs in each CV language (with where they live).
 * The truth's rules are built in: particles and double surnames are part of `last` ("van den
 * Broek", "García López", "Ferreira da Silva", "de La Fontaine", "Al-Mansouri"); double given names
 * stay in `first` ("María José", "Jan-Willem", "Wei Ling"); a Japanese family name is `last`.
 * "Kowalski|Kowalska" gives the masculine and feminine form of a surname.
 */
import { chance, pick } from '../random.js';
import type { CorpusLanguage } from '../types.js';

export type Gender = 'f' | 'm';
export type NameParts = { first: string; last: string; /** Latin spelling for slugs and e-mails (Japanese names). */ firstLatin?: string; lastLatin?: string };

export type Origin = {
  key: string;
  weight: number;
  /** Countries of residence, weighted. */
  countries: [string, number][];
  /** Countries an earlier job may have been in. */
  abroad?: string[];
  name(gender: Gender, random: () => number): NameParts;
  /** Languages spoken at home (ISO 639), besides or instead of the CV language. */
  native: string[];
};

const gendered = (s: string, gender: Gender) => {
  const [m, f] = s.split('|');
  return gender === 'f' && f ? f : m;
};

/** Given name + one family name. */
const simple =
  (given: { f: string[]; m: string[] }, family: string[]) =>
  (gender: Gender, random: () => number): NameParts => ({ first: pick(given[gender], random), last: gendered(pick(family, random), gender) });

/** Given name + two family names (Spanish-speaking countries), sometimes joined by "y" / "i". */
const double =
  (given: { f: string[]; m: string[] }, family: string[], options: { joiner?: string; joinerChance?: number; singleChance?: number } = {}) =>
  (gender: Gender, random: () => number): NameParts => {
    const a = pick(family, random);
    let b = pick(family, random);
    while (b === a) b = pick(family, random);
    if (options.singleChance && chance(options.singleChance, random)) return { first: pick(given[gender], random), last: a };
    const joiner = options.joiner && chance(options.joinerChance ?? 0, random) ? ` ${options.joiner} ` : ' ';
    return { first: pick(given[gender], random), last: `${a}${joiner}${b}` };
  };

// ── English CVs ──────────────────────────────────────────────────────────────────────────────────

const BRITISH = {
  f: ['Charlotte', 'Emily', 'Sophie', 'Hannah', 'Lucy', 'Rebecca', 'Zoe', 'Eleanor', 'Grace', 'Amelia', 'Katie', 'Laura', 'Imogen', 'Harriet'],
  m: ['Oliver', 'James', 'Thomas', 'Daniel', 'Harry', 'George', 'William', 'Jack', 'Matthew', 'Samuel', 'Benjamin', 'Callum', 'Rhys', 'Alistair'],
};
const BRITISH_FAMILY = ['Bennett', 'Clarke', 'Whitfield', 'Thompson', 'Hartley', 'Robinson', 'Walker', 'Harrison', 'Hughes', 'Turner', 'Fletcher', 'Ashworth', 'Pemberton', 'Bennett-Clarke', 'Lloyd-Jones', 'Fitzgerald', 'MacDonald', 'McKenzie', "O'Brien", 'Davies', 'Evans', 'Campbell', 'Holloway', 'Price-Williams'];

const EN: Origin[] = [
  { key: 'british', weight: 4, countries: [['GB', 1]], name: simple(BRITISH, BRITISH_FAMILY), native: ['en'] },
  {
    key: 'american',
    weight: 2,
    countries: [['US', 1]],
    name: simple(
      { f: ['Ashley', 'Megan', 'Jessica', 'Brittany', 'Kayla', 'Madison', 'Taylor', 'Lauren', 'Mary Beth', 'Danielle'], m: ['Tyler', 'Brandon', 'Justin', 'Kyle', 'Ethan', 'Austin', 'Jacob', 'Ryan', 'DeShawn', 'Marcus'] },
      ['Miller', 'Johnson', 'Anderson', 'Martinez', 'Rodriguez', 'Walsh', 'Kowalczyk', 'Sullivan', 'Peterson', 'Washington', 'Brooks', 'Hayes', 'Nguyen', 'Jefferson', 'Goldberg'],
    ),
    native: ['en'],
  },
  {
    key: 'australian',
    weight: 1,
    countries: [['AU', 1]],
    name: simple(
      { f: ['Chloe', 'Jessica', 'Mia', 'Sienna', 'Tahlia', 'Bree'], m: ['Lachlan', 'Riley', 'Jack', 'Cooper', 'Mitchell', 'Hamish'] },
      ['Nguyen', 'Papadopoulos', 'Kelly', 'Murphy', 'Campbell', 'Stewart', 'Ryan', 'Russo', 'Wilson', 'Taylor'],
    ),
    native: ['en'],
  },
  {
    key: 'irish',
    weight: 1,
    countries: [['IE', 0.8], ['GB', 0.2]],
    name: simple(
      { f: ['Aoife', 'Niamh', 'Siobhán', 'Ciara', 'Orla', 'Sinéad'], m: ['Cian', 'Seán', 'Conor', 'Oisín', 'Eoin', 'Pádraig'] },
      ["O'Connor", 'Ó Briain', 'Mac Cárthaigh', 'Byrne', 'Doyle', 'Walsh', 'Kavanagh', "O'Sullivan", 'McGrath'],
    ),
    native: ['en', 'ga'],
  },
  {
    key: 'indian',
    weight: 2,
    countries: [['IN', 0.55], ['GB', 0.25], ['US', 0.1], ['AE', 0.1]],
    abroad: ['IN'],
    name: simple(
      { f: ['Priya', 'Ananya', 'Kavya', 'Deepika', 'Sneha', 'Lakshmi', 'Meera', 'Divya', 'Pooja'], m: ['Arjun', 'Rahul', 'Vikram', 'Rohan', 'Karthik', 'Aditya', 'Siddharth', 'Venkata Ramana', 'Sai Krishna'] },
      ['Raghunathan', 'Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Menon', 'Gupta', 'Krishnamurthy', 'Chatterjee', 'Banerjee', 'Subramanian', 'Deshpande', 'Kulkarni'],
    ),
    native: ['hi', 'ta', 'te', 'ml', 'bn', 'mr'],
  },
  {
    key: 'nigerian',
    weight: 2,
    countries: [['NG', 0.65], ['GB', 0.35]],
    abroad: ['NG'],
    name: simple(
      { f: ['Ngozi', 'Chiamaka', 'Funmilayo', 'Adaeze', 'Oluwatoyin', 'Amina', 'Zainab', 'Blessing'], m: ['Chukwuemeka', 'Oluwaseun', 'Babatunde', 'Ifeanyi', 'Olumide', 'Emeka', 'Tunde', 'Abubakar'] },
      ['Okafor', 'Adeyemi', 'Eze', 'Okonkwo', 'Balogun', 'Adebayo', 'Nwosu', 'Ogunleye', 'Abdullahi', 'Bello', 'Olawale-Cole'],
    ),
    native: ['yo', 'ig', 'ha'],
  },
  {
    key: 'south-african',
    weight: 1,
    countries: [['ZA', 0.85], ['GB', 0.15]],
    abroad: ['ZA'],
    name: simple(
      { f: ['Lindiwe', 'Thandeka', 'Naledi', 'Anele', 'Marelize', 'Chantelle', 'Priyanka'], m: ['Thabo', 'Sipho', 'Mandla', 'Pieter', 'Johan', 'Kagiso', 'Sibusiso', 'Ruan'] },
      ['Mokoena', 'Dlamini', 'Nkosi', 'Ndlovu', 'van der Merwe', 'Botha', 'du Plessis', 'van Wyk', 'Naidoo', 'Pillay', 'Mahlangu', 'Jansen van Rensburg'],
    ),
    native: ['zu', 'xh', 'af', 'st'],
  },
  {
    key: 'singaporean-chinese',
    weight: 1,
    countries: [['SG', 0.8], ['AU', 0.1], ['GB', 0.1]],
    abroad: ['SG'],
    name: (gender, random) => {
      const western = { f: ['Rachel', 'Melissa', 'Cheryl', 'Joanne', 'Vanessa'], m: ['Nicholas', 'Bryan', 'Jonathan', 'Marcus', 'Darren'] };
      const chinese = { f: ['Wei Ling', 'Hui Min', 'Xin Yi', 'Jia Hui', 'Mei Ling', 'Shu Fen'], m: ['Jun Jie', 'Wei Ming', 'Zhi Hao', 'Jian Hong', 'Kai Wen', 'Yong Sheng'] };
      return { first: pick(chance(0.4, random) ? western[gender] : chinese[gender], random), last: pick(['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Teo', 'Koh'], random) };
    },
    native: ['zh', 'ms'],
  },
  {
    key: 'arab',
    weight: 1,
    countries: [['AE', 0.5], ['GB', 0.3], ['US', 0.2]],
    abroad: ['AE'],
    name: simple(
      { f: ['Fatima', 'Aisha', 'Layla', 'Mariam', 'Noor', 'Huda', 'Yasmin', 'Reem'], m: ['Omar', 'Khalid', 'Yousef', 'Ahmed', 'Abdullah', 'Hamza', 'Tariq', 'Abdul Rahman', 'Mohammed Ali'] },
      ['Al-Mansouri', 'Al-Hashimi', 'Haddad', 'Khoury', 'Al Marzouqi', 'El-Sayed', 'Nasser', 'Hamdan', 'Al-Farsi', 'Saleh', 'Abu Khalil'],
    ),
    native: ['ar'],
  },
  {
    key: 'kenyan',
    weight: 0.5,
    countries: [['KE', 1]],
    name: simple(
      { f: ['Wanjiru', 'Achieng', 'Njeri', 'Akinyi', 'Faith'], m: ['Kamau', 'Otieno', 'Kiprop', 'Brian', 'Dennis'] },
      ['Mwangi', 'Otieno', 'Kariuki', 'Wafula', 'Kiptoo', 'Njoroge', 'Ochieng'],
    ),
    native: ['sw'],
  },
  {
    key: 'polish-british',
    weight: 0.5,
    countries: [['GB', 1]],
    name: simple(
      { f: ['Agnieszka', 'Katarzyna', 'Magdalena', 'Zofia'], m: ['Piotr', 'Tomasz', 'Krzysztof', 'Łukasz'] },
      ['Kowalski|Kowalska', 'Nowak', 'Wiśniewski|Wiśniewska', 'Zieliński|Zielińska', 'Wójcik', 'Lewandowski|Lewandowska'],
    ),
    native: ['pl'],
  },
  {
    key: 'pakistani-british',
    weight: 0.5,
    countries: [['GB', 1]],
    name: simple({ f: ['Ayesha', 'Sana', 'Hira', 'Maryam'], m: ['Imran', 'Bilal', 'Usman', 'Zain'] }, ['Khan', 'Hussain', 'Qureshi', 'Malik', 'Chaudhry', 'Butt']),
    native: ['ur', 'pa'],
  },
];

// ── Dutch CVs ────────────────────────────────────────────────────────────────────────────────────

const TURKISH = {
  given: { f: ['Elif', 'Zeynep', 'Merve', 'Büşra', 'Ayşe'], m: ['Emre', 'Mehmet', 'Burak', 'Kerem', 'Oğuz'] },
  family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan'],
};

const NL: Origin[] = [
  {
    key: 'dutch',
    weight: 5,
    countries: [['NL', 1]],
    name: simple(
      {
        f: ['Sanne', 'Lotte', 'Anouk', 'Femke', 'Eline', 'Marieke', 'Sophie', 'Anne-Marie', 'Jet', 'Ilse', 'Fleur', 'Noor', 'Maaike', 'Renske'],
        m: ['Jeroen', 'Bram', 'Daan', 'Thijs', 'Sven', 'Ruben', 'Jan-Willem', 'Pieter', 'Maarten', 'Wouter', 'Joost', 'Stijn', 'Gert-Jan', 'Sjoerd'],
      },
      ['de Vries', 'van den Broek', 'van der Meer', 'Jansen', 'Bakker', 'de Jong', 'van Dijk', 'Visser', 'Smit', 'Mulder', 'de Boer', 'van Leeuwen', 'ten Have', 'op den Kamp', "van 't Hof", 'Hendriks', 'Kuipers', 'Vermeulen', 'van Beek', 'de Groot', 'van der Linden', 'in het Veld'],
    ),
    native: ['nl'],
  },
  {
    key: 'flemish',
    weight: 2,
    countries: [['BE', 1]],
    name: simple(
      { f: ['Lien', 'Ellen', 'Hanne', 'Elke', 'Katrien', 'Griet', 'Annelies'], m: ['Wout', 'Pieter-Jan', 'Jens', 'Koen', 'Stijn', 'Bart', 'Jan-Pieter'] },
      ['Van den Broeck', 'De Smet', 'Peeters', 'Janssens', 'Maes', 'Vandenberghe', 'Van Damme', 'De Clercq', 'Claes', 'Goossens', 'Van de Velde', 'Verstraete'],
    ),
    native: ['nl'],
  },
  { key: 'turkish-dutch', weight: 1, countries: [['NL', 0.8], ['BE', 0.2]], name: simple(TURKISH.given, TURKISH.family), native: ['tr'] },
  {
    key: 'moroccan-dutch',
    weight: 1,
    countries: [['NL', 0.7], ['BE', 0.3]],
    name: simple(
      { f: ['Fatima', 'Nora', 'Salma', 'Yasmina', 'Khadija', 'Hanan'], m: ['Mohamed', 'Youssef', 'Karim', 'Bilal', 'Mourad', 'Ilias'] },
      ['El Amrani', 'Bouzid', 'El Idrissi', 'Ait Taleb', 'Benali', 'Azzouzi', 'El Khattabi', 'Ouali'],
    ),
    native: ['ar', 'ber'],
  },
  {
    key: 'surinamese-dutch',
    weight: 1,
    countries: [['NL', 1]],
    name: simple(
      { f: ['Shanti', 'Anjali', 'Chantal', 'Sharmila', 'Gianna'], m: ['Ravi', 'Rajesh', 'Marciano', 'Sunil', 'Dwight'] },
      ['Ramdin', 'Sewnath', 'Jagessar', 'Kromodimedjo', 'Brunings', 'Lie A Fo', 'Ramsaran', 'Sitaldin'],
    ),
    native: ['nl', 'srn', 'hi'],
  },
];

// ── German CVs ───────────────────────────────────────────────────────────────────────────────────

const DE: Origin[] = [
  {
    key: 'german',
    weight: 5,
    countries: [['DE', 1]],
    name: simple(
      {
        f: ['Katharina', 'Anna-Lena', 'Lea', 'Julia', 'Sarah', 'Laura', 'Hannah', 'Johanna', 'Franziska', 'Miriam', 'Sabine', 'Annegret', 'Lena Marie'],
        m: ['Lukas', 'Jonas', 'Maximilian', 'Felix', 'Tobias', 'Florian', 'Hans-Peter', 'Karl-Heinz', 'Jan', 'Matthias', 'Stefan', 'Sebastian', 'Jan Niklas'],
      },
      ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'von Bergen', 'von der Heide', 'zu Dohna', 'Weiß', 'Groß', 'Krämer', 'Schäfer', 'Schröder', 'Köhler', 'Meyer-Lindemann', 'vom Hofe', 'Graf von Lehndorff'],
    ),
    native: ['de'],
  },
  {
    key: 'austrian',
    weight: 1.5,
    countries: [['AT', 1]],
    name: simple({ f: ['Magdalena', 'Theresa', 'Valentina', 'Verena'], m: ['Florian', 'Lukas', 'Dominik', 'Elias', 'Christoph'] }, ['Gruber', 'Huber', 'Pichler', 'Steiner', 'Moser', 'Mayr', 'Hofer', 'Leitner', 'Wimmer', 'Edlinger']),
    native: ['de'],
  },
  {
    key: 'swiss-german',
    weight: 1.5,
    countries: [['CH', 1]],
    name: simple({ f: ['Nadine', 'Corinne', 'Seraina', 'Flurina', 'Andrea'], m: ['Reto', 'Urs', 'Beat', 'Dario', 'Gian-Luca'] }, ['Meier', 'Brunner', 'Keller', 'Zürcher', 'Baumann', 'Frei', 'Widmer', 'Gerber', 'Bühler', 'von Wattenwyl']),
    native: ['de', 'gsw'],
  },
  { key: 'turkish-german', weight: 1.5, countries: [['DE', 0.85], ['AT', 0.15]], name: simple(TURKISH.given, TURKISH.family), native: ['tr'] },
  {
    key: 'polish-german',
    weight: 1,
    countries: [['DE', 1]],
    name: simple({ f: ['Agnieszka', 'Joanna', 'Karolina'], m: ['Piotr', 'Marek', 'Paweł'] }, ['Kowalski|Kowalska', 'Nowak', 'Wiśniewski|Wiśniewska', 'Lewandowski|Lewandowska', 'Zieliński|Zielińska']),
    native: ['pl'],
  },
  {
    key: 'russian-german',
    weight: 1,
    countries: [['DE', 1]],
    name: simple({ f: ['Olga', 'Swetlana', 'Natalia', 'Jelena'], m: ['Alexander', 'Dmitri', 'Sergej', 'Viktor'] }, ['Schmidt', 'Becker', 'Iwanow|Iwanowa', 'Petrow|Petrowa', 'Wolkow|Wolkowa', 'Reimer']),
    native: ['ru'],
  },
  {
    key: 'greek-german',
    weight: 0.5,
    countries: [['DE', 1]],
    name: simple({ f: ['Eleni', 'Maria', 'Sofia'], m: ['Dimitrios', 'Georgios', 'Nikolaos'] }, ['Papadopoulos|Papadopoulou', 'Georgiou', 'Nikolaidis|Nikolaidou', 'Karagiannis|Karagianni']),
    native: ['el'],
  },
];

// ── French CVs ───────────────────────────────────────────────────────────────────────────────────

const FR: Origin[] = [
  {
    key: 'french',
    weight: 5,
    countries: [['FR', 1]],
    name: simple(
      {
        f: ['Isabelle', 'Anne-Sophie', 'Marie-Claire', 'Camille', 'Léa', 'Manon', 'Chloé', 'Élodie', 'Céline', 'Mathilde', 'Juliette', 'Aurélie', 'Marie-Hélène'],
        m: ['Jean-Pierre', 'Jean-Baptiste', 'Pierre-Louis', 'Thomas', 'Nicolas', 'Julien', 'Antoine', 'Guillaume', 'Mathieu', 'Sébastien', 'François', 'Étienne', 'Jean-Marc'],
      },
      ['Fournier', 'Lefèvre', 'Dupont', 'Moreau', 'Girard', 'Bonnet', 'Lambert', 'Rousseau', 'de La Fontaine', 'de Villiers', 'Le Gall', 'Le Goff', 'Le Bihan', 'Gautier', 'Mercier', 'Faure', 'Chevalier', 'Lemaire', "d'Arbois", 'de Montclar', 'Lacroix-Dumas', 'Saint-Cyr'],
    ),
    native: ['fr'],
  },
  {
    key: 'maghrebi-french',
    weight: 1.5,
    countries: [['FR', 0.85], ['BE', 0.15]],
    name: simple(
      { f: ['Leïla', 'Samira', 'Nadia', 'Yasmine', 'Inès', 'Sonia'], m: ['Karim', 'Mehdi', 'Sofiane', 'Rachid', 'Nabil', 'Yacine'] },
      ['Benali', 'Haddad', 'Bensaïd', 'Ait Ahmed', 'Boukhari', 'Cherif', 'Belkacem', 'El Mansouri', 'Ben Youssef'],
    ),
    native: ['ar', 'kab'],
  },
  {
    key: 'west-african-french',
    weight: 1,
    countries: [['FR', 0.7], ['BE', 0.3]],
    name: simple(
      { f: ['Aminata', 'Fatoumata', 'Awa', 'Mariam', 'Kadiatou'], m: ['Mamadou', 'Ousmane', 'Moussa', 'Abdoulaye', 'Ibrahima'] },
      ['Diallo', 'Traoré', 'Keïta', 'Coulibaly', 'Ndiaye', 'Diop', 'Sow', 'Camara'],
    ),
    native: ['wo', 'bm', 'ff'],
  },
  {
    key: 'belgian-french',
    weight: 1,
    countries: [['BE', 1]],
    name: simple({ f: ['Amandine', 'Justine', 'Margaux', 'Pauline'], m: ['Maxime', 'Arnaud', 'Cédric', 'Grégory'] }, ['Dubois', 'Lambert', 'Dupuis', 'Lejeune', 'Renard', 'Collard', 'de Wilde', 'Van Hove', 'de Meeûs']),
    native: ['fr'],
  },
  {
    key: 'swiss-french',
    weight: 1,
    countries: [['CH', 1]],
    name: simple({ f: ['Noémie', 'Mélanie', 'Joëlle'], m: ['Loïc', 'Yannick', 'Cyril'] }, ['Favre', 'Rochat', 'Chappuis', 'Jaquet', 'Perret', 'de Rham', 'Bovay']),
    native: ['fr'],
  },
  {
    key: 'quebecois',
    weight: 1,
    countries: [['CA', 1]],
    name: simple({ f: ['Geneviève', 'Marie-Ève', 'Josée', 'Stéphanie'], m: ['Jean-François', 'Marc-André', 'Sylvain', 'Éric'] }, ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Lévesque', 'Bélanger', 'St-Pierre']),
    native: ['fr'],
  },
  {
    key: 'vietnamese-french',
    weight: 0.5,
    countries: [['FR', 1]],
    name: simple({ f: ['Linh', 'Mai', 'Thu', 'Lan Anh'], m: ['Minh', 'Tuan', 'Duc', 'Quang Huy'] }, ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang']),
    native: ['vi'],
  },
  {
    key: 'luxembourgish',
    weight: 0.5,
    countries: [['LU', 1]],
    name: simple({ f: ['Laura', 'Anne', 'Lynn', 'Tessy'], m: ['Luc', 'Tom', 'Gilles', 'Yves'] }, ['Schmit', 'Weber', 'Hoffmann', 'Wagner', 'Muller', 'Kieffer', 'Thill']),
    native: ['lb', 'de'],
  },
];

// ── Spanish CVs ──────────────────────────────────────────────────────────────────────────────────

const ES: Origin[] = [
  {
    key: 'spanish',
    weight: 5,
    countries: [['ES', 1]],
    name: double(
      {
        f: ['María José', 'Ana Belén', 'Lucía', 'Carmen', 'Elena', 'Marta', 'Laura', 'Paula', 'María del Carmen', 'Nuria', 'Cristina', 'Irene', 'María Luisa'],
        m: ['José Luis', 'Juan Carlos', 'Alejandro', 'Javier', 'Pablo', 'Sergio', 'Miguel Ángel', 'Daniel', 'David', 'Álvaro', 'Jorge', 'Francisco Javier', 'José Antonio'],
      },
      ['García', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Ortega', 'Fernández', 'Navarro', 'Domínguez', 'Morales', 'Iglesias', 'de la Fuente', 'del Río', 'Gil', 'Serrano', 'Castillo', 'Ramos', 'Vidal', 'de los Santos'],
      { joiner: 'y', joinerChance: 0.04 },
    ),
    native: ['es'],
  },
  {
    key: 'catalan',
    weight: 1.5,
    countries: [['ES', 1]],
    name: double(
      { f: ['Montserrat', 'Núria', 'Laia', 'Mireia', 'Roser', 'Anna'], m: ['Jordi', 'Oriol', 'Pau', 'Marc', 'Xavier', 'Joan'] },
      ['Puig', 'Ferrer', 'Vila', 'Soler', 'Roca', 'Serra', 'Casals', 'Pujol', 'Font', 'Vilanova', 'Bosch'],
      { joiner: 'i', joinerChance: 0.3 },
    ),
    native: ['ca'],
  },
  {
    key: 'basque',
    weight: 1,
    countries: [['ES', 1]],
    name: double({ f: ['Ainhoa', 'Itziar', 'Nerea', 'Amaia', 'Leire'], m: ['Iñaki', 'Unai', 'Mikel', 'Aitor', 'Gorka'] }, ['Etxeberria', 'Goikoetxea', 'Urrutia', 'Aguirre', 'Zubizarreta', 'Arrieta', 'Elorza', 'Larrañaga']),
    native: ['eu'],
  },
  {
    key: 'mexican',
    weight: 2,
    countries: [['MX', 0.85], ['ES', 0.15]],
    abroad: ['MX'],
    name: double(
      { f: ['Guadalupe', 'María Fernanda', 'Ximena', 'Daniela', 'Andrea', 'Itzel'], m: ['José Manuel', 'Luis Fernando', 'Diego', 'Emiliano', 'Santiago', 'Jesús'] },
      ['Hernández', 'González', 'Ramírez', 'Flores', 'Cruz', 'Reyes', 'Torres', 'Mendoza', 'Vázquez', 'Castro', 'de la Cruz'],
    ),
    native: ['es'],
  },
  {
    key: 'argentine',
    weight: 1,
    countries: [['AR', 0.85], ['ES', 0.15]],
    abroad: ['AR'],
    name: double(
      { f: ['Florencia', 'Agustina', 'Camila', 'Micaela', 'María Sol'], m: ['Martín', 'Facundo', 'Nicolás', 'Juan Ignacio', 'Matías'] },
      ['Fernández', 'Rossi', 'Ferrari', 'Gómez', 'Díaz', 'Romero', 'Russo', 'Bianchi', 'Sosa', 'Acosta', 'Álvarez'],
      { singleChance: 0.5 },
    ),
    native: ['es'],
  },
  {
    key: 'colombian',
    weight: 1,
    countries: [['CO', 0.8], ['ES', 0.2]],
    abroad: ['CO'],
    name: double({ f: ['Valentina', 'Natalia', 'Catalina', 'Luisa Fernanda'], m: ['Andrés Felipe', 'Juan Sebastián', 'Camilo', 'Julián'] }, ['Rodríguez', 'Gómez', 'Restrepo', 'Ospina', 'Vargas', 'Jaramillo', 'Cárdenas', 'Quintero']),
    native: ['es'],
  },
  {
    key: 'chilean',
    weight: 0.5,
    countries: [['CL', 1]],
    name: double({ f: ['Javiera', 'Constanza', 'Francisca'], m: ['Benjamín', 'Vicente', 'Cristóbal'] }, ['Muñoz', 'Rojas', 'Contreras', 'Soto', 'Silva', 'Araya', 'Espinoza', 'Fuentes']),
    native: ['es'],
  },
];

// ── Italian CVs ──────────────────────────────────────────────────────────────────────────────────

const IT: Origin[] = [
  {
    key: 'italian',
    weight: 6,
    countries: [['IT', 1]],
    name: simple(
      {
        f: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Elisa', 'Federica', 'Maria Grazia', 'Anna Maria', 'Valentina', 'Silvia', 'Alessia', 'Maria Chiara'],
        m: ['Marco', 'Alessandro', 'Luca', 'Matteo', 'Giuseppe', 'Andrea', 'Gian Marco', 'Gianluca', 'Davide', 'Simone', 'Lorenzo', 'Pier Paolo', 'Gian Luigi'],
      },
      ['Romano', 'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Colombo', 'Ricci', 'Marino', 'Greco', 'De Luca', 'Di Stefano', 'Lo Bianco', "Dell'Acqua", 'De Santis', 'Della Valle', 'Lo Russo', "D'Angelo", 'Barbieri', 'Fontana', 'Conti', 'Gallo', 'Mancini', 'La Rosa', 'Li Causi'],
    ),
    native: ['it'],
  },
  {
    key: 'ticinese',
    weight: 1,
    countries: [['CH', 1]],
    name: simple({ f: ['Noemi', 'Aurora', 'Ilaria'], m: ['Nicola', 'Fabio', 'Mattia'] }, ['Bernasconi', 'Cattaneo', 'Bianchi', 'Pedrazzini', 'Lurati', 'Gianini', 'Dalla Via']),
    native: ['it'],
  },
  {
    key: 'albanian-italian',
    weight: 0.7,
    countries: [['IT', 1]],
    name: simple({ f: ['Klea', 'Ardita', 'Elona'], m: ['Arben', 'Ermal', 'Besnik'] }, ['Hoxha', 'Shehu', 'Kola', 'Basha', 'Gjoka']),
    native: ['sq'],
  },
  {
    key: 'romanian-italian',
    weight: 0.7,
    countries: [['IT', 1]],
    name: simple({ f: ['Ioana', 'Andreea', 'Elena'], m: ['Andrei', 'Mihai', 'Bogdan'] }, ['Popescu', 'Ionescu', 'Dumitru', 'Stan', 'Constantinescu']),
    native: ['ro'],
  },
];

// ── Portuguese CVs ───────────────────────────────────────────────────────────────────────────────

const PT_PLAIN = ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Carvalho', 'Lopes', 'Marques', 'Almeida', 'Ribeiro', 'Pinto', 'Teixeira'];
const PT_BOUND = ['da Silva', 'dos Santos', 'da Costa', 'de Oliveira', 'de Sousa', 'do Carmo', 'das Neves', 'da Cunha', 'de Almeida', 'dos Reis', 'da Rocha', 'de Jesus'];
/** Portuguese and Brazilian surnames: usually two, the second often with a particle ("Ferreira da Silva"). */
const portuguese =
  (given: { f: string[]; m: string[] }, extra: string[] = []) =>
  (gender: Gender, random: () => number): NameParts => {
    const plain = [...PT_PLAIN, ...extra];
    const a = pick(plain, random);
    const r = random();
    const last = r < 0.45 ? `${a} ${pick(PT_BOUND, random)}` : r < 0.8 ? `${a} ${pick(plain.filter((s) => s !== a), random)}` : r < 0.9 ? pick(PT_BOUND, random) : a;
    return { first: pick(given[gender], random), last };
  };

const PT: Origin[] = [
  {
    key: 'portuguese',
    weight: 4,
    countries: [['PT', 1]],
    name: portuguese({
      f: ['Ana Rita', 'Maria João', 'Inês', 'Beatriz', 'Mariana', 'Catarina', 'Sofia', 'Joana', 'Ana Sofia', 'Rita', 'Maria Inês'],
      m: ['João Pedro', 'Tiago', 'Rui', 'Miguel', 'Diogo', 'Nuno', 'Pedro Miguel', 'Ricardo', 'Gonçalo', 'André', 'José Manuel'],
    }),
    native: ['pt'],
  },
  {
    key: 'brazilian',
    weight: 4,
    countries: [['BR', 0.85], ['PT', 0.15]],
    abroad: ['BR'],
    name: portuguese(
      { f: ['Ana Clara', 'Maria Eduarda', 'Larissa', 'Fernanda', 'Juliana', 'Camila', 'Letícia', 'Thaís'], m: ['Lucas', 'Gabriel', 'Matheus', 'Rafael', 'Felipe', 'João Victor', 'Guilherme', 'Luiz Henrique'] },
      ['Nascimento', 'Barbosa', 'Cavalcanti', 'Araújo', 'Moreira', 'Batista'],
    ),
    native: ['pt'],
  },
  {
    key: 'japanese-brazilian',
    weight: 0.5,
    countries: [['BR', 1]],
    name: simple({ f: ['Juliana', 'Erika', 'Mayumi'], m: ['Ricardo', 'Marcelo', 'Hiroshi'] }, ['Tanaka', 'Yamamoto', 'Nakamura', 'Sato', 'Watanabe']),
    native: ['pt', 'ja'],
  },
  {
    key: 'cape-verdean',
    weight: 1,
    countries: [['PT', 1]],
    abroad: ['PT'],
    name: portuguese({ f: ['Edna', 'Yolanda', 'Djamila', 'Elisângela'], m: ['Adilson', 'Elton', 'Nelson', 'Kevin'] }, ['Tavares', 'Semedo', 'Monteiro', 'Gomes', 'Fortes', 'Varela']),
    native: ['pt', 'kea'],
  },
];

// ── Japanese CVs ─────────────────────────────────────────────────────────────────────────────────

const JA_FAMILY: [string, string][] = [
  ['佐藤', 'Sato'], ['鈴木', 'Suzuki'], ['高橋', 'Takahashi'], ['田中', 'Tanaka'], ['伊藤', 'Ito'], ['渡辺', 'Watanabe'], ['山本', 'Yamamoto'], ['中村', 'Nakamura'],
  ['小林', 'Kobayashi'], ['加藤', 'Kato'], ['吉田', 'Yoshida'], ['山田', 'Yamada'], ['佐々木', 'Sasaki'], ['山口', 'Yamaguchi'], ['松本', 'Matsumoto'], ['井上', 'Inoue'],
  ['木村', 'Kimura'], ['清水', 'Shimizu'], ['長谷川', 'Hasegawa'], ['森', 'Mori'], ['藤原', 'Fujiwara'], ['岡田', 'Okada'],
];
const JA_GIVEN: Record<Gender, [string, string][]> = {
  f: [['結衣', 'Yui'], ['美咲', 'Misaki'], ['陽菜', 'Hina'], ['彩', 'Aya'], ['真由美', 'Mayumi'], ['恵子', 'Keiko'], ['由美子', 'Yumiko'], ['愛', 'Ai'], ['千尋', 'Chihiro'], ['香織', 'Kaori'], ['さくら', 'Sakura'], ['理沙', 'Risa']],
  m: [['健', 'Ken'], ['翔太', 'Shota'], ['大輔', 'Daisuke'], ['拓也', 'Takuya'], ['誠', 'Makoto'], ['健一', 'Kenichi'], ['直樹', 'Naoki'], ['悠斗', 'Yuto'], ['浩二', 'Koji'], ['隆', 'Takashi'], ['ひなた', 'Hinata'], ['亮介', 'Ryosuke']],
};

const JA: Origin[] = [
  {
    key: 'japanese',
    weight: 1,
    countries: [['JP', 1]],
    name: (gender, random) => {
      const [last, lastLatin] = pick(JA_FAMILY, random);
      const [first, firstLatin] = pick(JA_GIVEN[gender], random);
      return { first, last, firstLatin, lastLatin };
    },
    native: ['ja'],
  },
];

export const ORIGINS: Record<CorpusLanguage, Origin[]> = { en: EN, nl: NL, de: DE, fr: FR, es: ES, it: IT, pt: PT, ja: JA };
