import { describe, expect, it } from 'vitest';
import { line } from '../test-support/resume-lines.js';
import { bodyHtml } from './body-html.js';

describe('running text as HTML', () => {
  it('joins the lines a PDF page wrapped, keeps sentences apart and bullets as a list', () => {
    expect(
      bodyHtml([
        line('Planning for 1,200 products across the Benelux, from the weekly', { right: 0.97 }),
        line('forecast to the supplier orders.', { right: 0.4 }),
        line('Route planning for 40 trucks.', { right: 0.5 }),
        line('• Cut stock-outs by a third', { right: 0.5 }),
        line('• Led the S&OP meeting', { right: 0.4 }),
      ]),
    ).toBe('<p>Planning for 1,200 products across the Benelux, from the weekly forecast to the supplier orders.</p><p>Route planning for 40 trucks.</p><ul><li>Cut stock-outs by a third</li><li>Led the S&amp;OP meeting</li></ul>');
  });

  it('joins a word the page hyphenated at the line end', () => {
    expect(bodyHtml([line('Responsible for the supply-chain re-', { right: 0.95 }), line('organisation of three sites.', { right: 0.4 })])).toBe('<p>Responsible for the supply-chain re-organisation of three sites.</p>');
  });

  it('has nothing to say for no lines', () => expect(bodyHtml([])).toBeUndefined());

  it('takes a bullet off an item, never a minus sign', () => {
    expect(bodyHtml([line('- Cut costs', { right: 0.3 }), line('-5 % energy use', { list: true, paragraph: true })])).toBe('<ul><li>Cut costs</li><li>-5 % energy use</li></ul>');
  });

  it('keeps Word paragraphs whole and Word list items as a list', () => {
    expect(bodyHtml([line('Payments for a challenger bank', { paragraph: true }), line('Designed the transfer service', { list: true, paragraph: true }), line('Mentored four engineers', { list: true, paragraph: true })])).toBe(
      '<p>Payments for a challenger bank</p><ul><li>Designed the transfer service</li><li>Mentored four engineers</li></ul>',
    );
  });
});
