import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition, exportFileName, fileNameFromDisposition } from './export-name.js';

const view = (name: string, title: string | null = null, documentTitle = name) => ({ documentTitle, header: { name, title, contact: [], avatarUrl: null } });

describe('exportFileName', () => {
  it('is "<name> - <title>.<ext>"', () => {
    expect(exportFileName(view('Sanne van der Heijden', 'Logistiek manager'), 'pdf')).toBe('Sanne van der Heijden - Logistiek manager.pdf');
    expect(exportFileName(view('Logistiek manager K-214', 'Logistiek manager'), 'docx')).toBe('Logistiek manager K-214 - Logistiek manager.docx');
  });

  it('keeps accented and CJK letters', () => {
    expect(exportFileName(view('Zoë Ångström-Müller', 'Ingénieure ça va'), 'pdf')).toBe('Zoë Ångström-Müller - Ingénieure ça va.pdf');
    expect(exportFileName(view('佐藤 健太', 'シニアソフトウェアエンジニア'), 'docx')).toBe('佐藤 健太 - シニアソフトウェアエンジニア.docx');
  });

  it('strips path separators, quotes, control characters and characters Windows refuses', () => {
    const name = exportFileName(view('../../etc/passwd "Bobby" O\'Brien\u0000\u202e', 'Dev\\Ops: <lead> | a*b? “x” ‘y’ `z`\n'), 'pdf');
    expect(name).toBe('etc passwd Bobby OBrien - Dev Ops lead a b x y z.pdf');
    expect(name).not.toMatch(/[/\\"'`:<>|*?\p{Cc}\u202e]/u);
  });

  it('drops leading dots and an empty title; falls back to CV', () => {
    expect(exportFileName(view('...hidden', null), 'pdf')).toBe('hidden.pdf');
    expect(exportFileName(view('', '', ''), 'pdf')).toBe('CV.pdf');
    expect(exportFileName(view('/// "" ', '\\'), 'docx')).toBe('CV.docx');
    expect(exportFileName(view('', 'Engineer', 'Candidate'), 'pdf')).toBe('Candidate - Engineer.pdf');
  });

  it('limits the length', () => {
    expect(exportFileName(view('A'.repeat(300), 'B'.repeat(300)), 'pdf').length).toBeLessThanOrEqual(124);
  });
});

describe('Content-Disposition', () => {
  it('carries an ASCII fallback and the UTF-8 name, and reads back', () => {
    const fileName = 'Zoë Müller - 佐藤 (lead) & co.pdf';
    const header = attachmentDisposition(fileName);
    expect(header).toMatch(/^attachment; filename="Zoe Muller - _ \(lead\) & co\.pdf"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/filename\*=UTF-8''[^;]*[ ()'*]/);
    expect(fileNameFromDisposition(header)).toBe(fileName);
    expect(fileNameFromDisposition('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(asciiFileName('佐藤.docx')).toBe('CV.docx');
  });
});
