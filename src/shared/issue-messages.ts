/**
 * The product's own words for every kind of zod issue, so the library's texts ("Too big: expected
 * string to have <=100 characters") never reach a person. `describeIssue` names the message (a key of
 * the web's `validation` catalogue) and its values (the limits); the web's error map translates it,
 * the server's writes it in English
 * (`englishIssueMessage` of ./validation.ts), and the web translates that English
 * text back when a 422 brings it. A message a schema sets itself (§5: 'First name is required.')
 * outranks the error map and is never described here.
 */
// Types only: the web's start-up bundle carries this module, not zod.
import type { z } from 'zod';

/** English source of the `issues` texts of the `validation` catalogue (its English file holds them word for word). */
export const ISSUE_MESSAGES = {
  invalid: 'This value is not valid.',
  expectedText: 'Enter text.',
  expectedNumber: 'Enter a number.',
  expectedInteger: 'Enter a whole number.',
  expectedDate: 'Enter a valid date.',
  expectedChoice: 'Choose one of the options.',
  tooShort: 'At least {{minimum}} characters.',
  tooLong: 'At most {{maximum}} characters.',
  exactLength: 'Exactly {{length}} characters.',
  numberAtLeast: 'At least {{minimum}}.',
  numberAbove: 'More than {{minimum}}.',
  numberAtMost: 'At most {{maximum}}.',
  numberBelow: 'Less than {{maximum}}.',
  multipleOf: 'Enter a multiple of {{divisor}}.',
  atLeastOneItem: 'Add at least one.',
  tooFewItems: 'Add at least {{minimum}} items.',
  tooManyItems: 'At most {{maximum}} items.',
  dateFrom: 'The date cannot be before {{minimum}}.',
  dateUntil: 'The date cannot be after {{maximum}}.',
  url: 'Enter a web address starting with https://.',
  format: 'This value is not in the expected format.',
} as const;

export type IssueMessageKey = 'required' | 'validEmail' | `issues.${keyof typeof ISSUE_MESSAGES}`;
/** A message of the `validation` catalogue and the values it interpolates (numbers, or dates as ISO days). */
export type IssueMessage = { key: IssueMessageKey; values: Record<string, number | string> };

type Issue = z.core.$ZodRawIssue;

const limit = (value: unknown): number | string => {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value as number;
};

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): IssueMessage {
  const small = issue.code === 'too_small';
  const bound = limit(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return { key: 'issues.exactLength', values: { length: bound } };
      if (small) return bound === 1 ? { key: 'required', values: {} } : { key: 'issues.tooShort', values: { minimum: bound } };
      return { key: 'issues.tooLong', values: { maximum: bound } };
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return { key: issue.inclusive === false ? 'issues.numberAbove' : 'issues.numberAtLeast', values: { minimum: bound } };
      return { key: issue.inclusive === false ? 'issues.numberBelow' : 'issues.numberAtMost', values: { maximum: bound } };
    case 'array':
    case 'set':
      if (small) return bound === 1 ? { key: 'issues.atLeastOneItem', values: {} } : { key: 'issues.tooFewItems', values: { minimum: bound } };
      return { key: 'issues.tooManyItems', values: { maximum: bound } };
    case 'date':
      return small ? { key: 'issues.dateFrom', values: { minimum: bound } } : { key: 'issues.dateUntil', values: { maximum: bound } };
    default:
      return { key: 'issues.invalid', values: {} };
  }
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): IssueMessage {
  if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required', values: {} };
  switch (issue.expected) {
    case 'string':
      return { key: 'issues.expectedText', values: {} };
    case 'number':
    case 'bigint':
      return { key: 'issues.expectedNumber', values: {} };
    case 'int':
      return { key: 'issues.expectedInteger', values: {} };
    case 'date':
      return { key: 'issues.expectedDate', values: {} };
    default:
      return { key: 'issues.invalid', values: {} };
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): IssueMessage {
  switch (issue.format) {
    case 'email':
      return { key: 'validEmail', values: {} };
    case 'url':
      return { key: 'issues.url', values: {} };
    case 'date':
    case 'datetime':
      return { key: 'issues.expectedDate', values: {} };
    default:
      return { key: 'issues.format', values: {} };
  }
}

/** The catalogue message for a zod issue that its schema gave no message of its own. */
export function describeIssue(issue: Issue): IssueMessage {
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_type':
      return typeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return { key: 'issues.expectedChoice', values: {} };
    case 'not_multiple_of':
      return { key: 'issues.multipleOf', values: { divisor: limit(issue.divisor) } };
    default:
      return { key: 'issues.invalid', values: {} };
  }
}

/** Fills `{{name}}` placeholders (the web catalogue's syntax). */
export const interpolate = (template: string, values: Record<string, number | string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
