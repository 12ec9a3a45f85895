import type { EducationLabels } from './en.js';

/** Spanish and Portuguese exist only as education labels (spec §1); a whole CV is never rendered in them. */
export const es: EducationLabels = {
  sectionTitle: 'Formación',
  institution: 'Centro de estudios',
  level: 'Nivel',
  start_end_date: 'Periodo',
  summary: 'Descripción',
  present: 'actualidad',
  levels: {
    highschool: 'Educación secundaria',
    certificate: 'Certificado',
    diploma: 'Diploma',
    bachelor: 'Grado',
    'post-graduate': 'Posgrado',
    master: 'Máster',
    doctoral: 'Doctorado',
    mba: 'MBA',
    in_process: 'En curso',
    complete: 'Finalizado',
    incomplete: 'Sin finalizar',
    university: 'Universidad',
    highschool2: 'Bachillerato',
    vocational_school: 'Formación profesional',
    college_institute: 'Instituto superior',
  },
};

export const pt: EducationLabels = {
  sectionTitle: 'Formação académica',
  institution: 'Instituição de ensino',
  level: 'Nível',
  start_end_date: 'Período',
  summary: 'Descrição',
  present: 'atualidade',
  levels: {
    highschool: 'Ensino secundário',
    certificate: 'Certificado',
    diploma: 'Diploma',
    bachelor: 'Licenciatura',
    'post-graduate': 'Pós-graduação',
    master: 'Mestrado',
    doctoral: 'Doutoramento',
    mba: 'MBA',
    in_process: 'Em curso',
    complete: 'Concluído',
    incomplete: 'Não concluído',
    university: 'Universidade',
    highschool2: 'Ensino médio',
    vocational_school: 'Ensino profissional',
    college_institute: 'Instituto superior',
  },
};
