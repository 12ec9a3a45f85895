import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cvDataSchema, type CvData } from '../../shared/schemas/cv.js';
import { CV_HTML_FIELDS, sanitizeCv, sanitizeCvHtml } from './sanitize-cv.js';

/** Paths of every rich-text (HTML) field of the CV schema: strings allowed 50 000 characters. */
function htmlPaths(schema: z.ZodType, path: string): string[] {
  const s = schema as z.ZodType & { unwrap?: () => z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; maxLength?: number | null };
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) return htmlPaths(s.unwrap!(), path);
  if (s instanceof z.ZodObject) return Object.entries(s.shape!).flatMap(([k, v]) => htmlPaths(v, path ? `${path}.${k}` : k));
  if (s instanceof z.ZodArray) return htmlPaths(s.element!, `${path}[]`);
  if (s instanceof z.ZodString && s.maxLength === 50_000) return [path];
  return [];
}

describe('sanitizeCvHtml', () => {
  it('keeps the safe formatting tags', () => {
    const html = '<p>Led a <strong>team</strong> of <em>12</em></p><ul><li>one</li></ul><h3>Head</h3><a href="https://example.com">site</a>';
    expect(sanitizeCvHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: URLs', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert("x")</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><a href="mailto:a@b.c">mail</a>';
    const clean = sanitizeCvHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a><a href="mailto:a@b.c">mail</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|<img/i);
  });

  it('drops protocol-relative and data: links', () => {
    expect(sanitizeCvHtml('<a href="//evil.example">x</a><a href="data:text/html,hi">y</a>')).toBe('<a>x</a><a>y</a>');
  });
});

describe('sanitizeCv', () => {
  it('sanitises every HTML field of the CV and leaves plain text alone', () => {
    const bad = '<p>ok</p><script>alert(1)</script>';
    const cv: CvData = {
      first_name: '<b>Not html</b>',
      details: bad,
      anonymous_brief: bad,
      experience: [{ id: 'e1', summary: bad, company_description: bad, project_highlights: bad, reasons_for_leaving: bad, title: 'Dev' }],
      education: [{ id: 'd1', summary: bad }],
      qualification: [{ id: 'q1', summary: bad }],
      custom_fields: { summary: bad, cover_info: bad, cover_summary: bad, testimonial_data: bad, personality: bad, motivation: bad, other_info: bad, reasons_for_interview: bad },
      preferences: { notice_period: '1 month', salary: { salary_information: bad, consultant_summary: bad, consultant_anon_summary: bad } },
    };
    const out = sanitizeCv(cv);
    expect(JSON.stringify(out)).not.toMatch(/<script|alert/);
    expect(out.details).toBe('<p>ok</p>');
    expect(out.experience?.[0].summary).toBe('<p>ok</p>');
    expect(out.first_name).toBe('<b>Not html</b>');
    expect(out.preferences?.notice_period).toBe('1 month');
    expect(cv.details).toBe(bad); // the input is not changed
  });

  it('knows every HTML field of the CV schema', () => {
    const known = [
      ...CV_HTML_FIELDS.root,
      ...CV_HTML_FIELDS.experience.map((f) => `experience[].${f}`),
      ...CV_HTML_FIELDS.education.map((f) => `education[].${f}`),
      ...CV_HTML_FIELDS.qualification.map((f) => `qualification[].${f}`),
      ...CV_HTML_FIELDS.custom_fields.map((f) => `custom_fields.${f}`),
      ...CV_HTML_FIELDS.salary.map((f) => `preferences.salary.${f}`),
    ];
    expect(known.sort()).toEqual(htmlPaths(cvDataSchema, '').sort());
  });
});
