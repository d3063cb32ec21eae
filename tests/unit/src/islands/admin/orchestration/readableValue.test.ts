import { describe, expect, it } from 'vitest';
import { isEmptyValue, previewOf, readableFields } from '../../../../../../src/islands/admin/orchestration/readableValue.ts';
import { outputLinks } from '../../../../../../src/islands/admin/orchestration/runOutputLinks.ts';

describe('a step’s input and output, to read', () => {
  it('lists an object’s fields by label, texts as written and anything else as JSON; previews a value on one line', () => {
    const reply = { lead_id: 'l1', subject: 'Thanks', body: 'Hello,\n\nThanks for writing.', to: ['a@example.com'] };
    expect(readableFields(reply)).toEqual([
      { key: 'lead_id', label: 'Lead id', text: 'l1' },
      { key: 'subject', label: 'Subject', text: 'Thanks' },
      { key: 'body', label: 'Body', text: 'Hello,\n\nThanks for writing.' },
      { key: 'to', label: 'To', text: '[\n  "a@example.com"\n]' },
    ]);
    expect(readableFields('A plain answer')).toEqual([{ key: '', label: '', text: 'A plain answer' }]);
    expect(readableFields([1, 2])).toEqual([{ key: '', label: '', text: '[\n  1,\n  2\n]' }]);
    expect(previewOf(reply, 40)).toBe('{"lead_id":"l1","subject":"Thanks","bod…');
    expect(previewOf('two\n\nlines')).toBe('two lines');
    expect(['', {}, [], null, 0, 'x', { a: 1 }].map(isEmptyValue)).toEqual([true, true, true, false, false, false, false]);
  });

  it('links what a run made to the tool that edits it', () => {
    const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    expect(outputLinks({ brief_id: id })).toEqual([{ href: `/intelligence?brief=${id}`, text: 'Open the brief draft' }]);
    expect(outputLinks({ issue_id: id })[0]?.href).toBe(`/publishing?issue=${id}`);
    expect(outputLinks({ leads: 2 })).toEqual([{ href: '/enterprise-ecosystem', text: 'See the 2 leads on the pipeline' }]);
    expect(outputLinks({ leads: 1 })[0]?.text).toBe('See the lead on the pipeline');
    expect([null, { leads: 0 }, { brief_id: 'javascript:alert(1)' }].map(outputLinks)).toEqual([[], [], []]);
  });
});
