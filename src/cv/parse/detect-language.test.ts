import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../demo/index.js';
import { plainText } from '../../shared/schemas/cv.js';
import { cvLanguageOf, detectLanguage } from './detect-language.js';

describe('the language of a resume', () => {
  it.each([
    ['en', 'Led a team of six engineers building the payments platform for the bank.'],
    ['nl', 'Verantwoordelijk voor de planning van het magazijn en de aansturing van twaalf medewerkers.'],
    ['de', 'Verantwortlich für die Budgetplanung und das Konzernreporting nach IFRS.'],
    ['fr', "Responsable de l'équipe marketing digital depuis 2019, avec un budget de 2 M€."],
    ['it', 'Responsabile della cucina del ristorante, con una brigata di otto cuochi.'],
    ['es', 'Responsable de la selección de personal y del desarrollo del talento en la región.'],
    ['pt', 'Responsável pela gestão da equipa de vendas e pelo desenvolvimento de novos clientes.'],
    ['ja', '決済システムのバックエンド開発を担当。'],
  ])('%s: a sentence of a job description', (language, text) => expect(detectLanguage(text)).toBe(language));

  it.each([
    ['de', 'Ich leite das Controlling seit 2019.'],
    ['fr', 'Gestion de projets et coordination des équipes.'],
    ['it', 'Gestione del personale e della formazione.'],
    ['pt', 'Desenvolvimento de aplicativos para clientes do setor financeiro.'],
    ['nl', 'Werkervaring\nmei 2018 – heden'],
  ])('%s: a short text', (language, text) => expect(detectLanguage(text)).toBe(language));

  it.each([
    ['en', 'I worked as a developer at a consulting firm in London.', 'Project management and business development'],
    ['nl', 'Ik heb als ontwikkelaar gewerkt bij een adviesbureau in Utrecht.', 'Projectmanagement en de ontwikkeling van het bedrijf'],
    ['de', 'Ich habe als Entwickler bei einer Unternehmensberatung in München gearbeitet.', 'Projektleitung und Geschäftsentwicklung'],
    ['fr', "J'ai travaillé comme développeur dans une société de conseil à Paris.", 'Gestion de projets et développement commercial'],
    ['it', 'Ho lavorato come sviluppatore presso una società di consulenza a Milano.', 'Gestione di progetti e sviluppo del business'],
    ['es', 'Trabajé como desarrollador en una empresa de consultoría en Madrid.', 'Gestión de equipos y desarrollo de negocio'],
    ['pt', 'Trabalhei como desenvolvedor numa empresa de consultoria em Lisboa.', 'Gestão de projetos e desenvolvimento de negócios'],
  ])('%s: the same sentence and the same short phrase in each language', (language, sentence, phrase) => {
    expect(detectLanguage(sentence)).toBe(language);
    expect(detectLanguage(phrase)).toBe(language);
  });

  it('reads a resume whose skills, tools and titles are English by its own words', () => {
    const german = [
      'Berufserfahrung',
      'Senior Software Engineer, SAP SE',
      '03/2019 – heute',
      'Kenntnisse',
      'Java, Spring Boot, Kubernetes, AWS, Microservices, Event Sourcing, Domain-Driven Design, Research and Development',
      'Sprachen',
      'Deutsch (Muttersprache), Englisch (fließend)',
    ].join('\n');
    expect(detectLanguage(german)).toBe('de');
    const dutch = 'Werkervaring\nProduct Owner bij Bol.com\nmei 2018 – heden\nVaardigheden\nScrum, Jira, Stakeholder Management, Product Discovery';
    expect(detectLanguage(dutch)).toBe('nl');
    expect(detectLanguage('佐藤 健太\nシニアソフトウェアエンジニア\nPython, Go, Kubernetes, AWS, PostgreSQL')).toBe('ja');
  });

  it('keeps an English resume English whatever its people, places and companies are called', () => {
    expect(detectLanguage('Jan van der Berg\nSoftware Engineer\nAmsterdam, Netherlands\nSoftware Engineer at Adyen, 2019 – present\nBuilt the payouts service in Java and Kotlin.')).toBe('en');
    expect(detectLanguage('José María de la Cruz\nData analyst at Telefónica España, 2018 – present. Built the churn model for the consumer business.')).toBe('en');
    expect(detectLanguage('Languages: English (native), Deutsch (fließend), Français (courant)\nLed the rollout of the ERP in the DACH region.')).toBe('en');
  });

  it('is English when the text says too little', () => {
    for (const text of ['', 'Python, SQL, Tableau', 'Sanne de Vries', 'jan.de.vries@example.nl · https://www.example.de/die-seite']) expect(detectLanguage(text)).toBe('en');
  });

  it('reads every demo CV in the language it is written in', () => {
    for (const cv of DEMO_CVS) {
      const text = [cv.title, plainText(cv.details), ...(cv.experience ?? []).flatMap((e) => [e.title, plainText(e.summary)])].join('\n');
      expect(detectLanguage(text), cv.last_name).toBe(cv.custom_fields?.template_language_variant);
    }
  });
});

describe('the CV language of a resume language', () => {
  it('is the same language when the product prints CVs in it, else English', () => {
    expect((['en', 'nl', 'de', 'fr', 'it', 'ja'] as const).map(cvLanguageOf)).toEqual(['en', 'nl', 'de', 'fr', 'it', 'ja']);
    expect(cvLanguageOf('es')).toBe('en');
    expect(cvLanguageOf('pt')).toBe('en');
  });
});
