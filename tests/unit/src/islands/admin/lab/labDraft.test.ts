import { describe, expect, it } from 'vitest';
import {
  draftOfVersion,
  draftProblems,
  modelColumn,
  newDraft,
  siteGuideColumn,
  versionPayload,
  type LabDraft,
} from '../../../../../../src/islands/admin/lab/labDraft.ts';

const draft = (change: Partial<LabDraft>): LabDraft => ({
  ...newDraft('fake-chat'),
  title: 'Safe use',
  user: 'How do I use {{topic}}?',
  values: { topic: 'AI' },
  ...change,
});

describe('a lab draft', () => {
  it('starts with the configured model beside the site guide, or the site guide alone', () => {
    expect(newDraft('fake-chat').columns).toEqual([modelColumn('fake-chat'), siteGuideColumn]);
    expect(newDraft(null).columns).toEqual([siteGuideColumn]);
  });

  it('says each problem beside its field, and none for a draft that can run', () => {
    const cases: [Partial<LabDraft>, boolean, Record<string, string>][] = [
      [{}, true, {}],
      [{ title: ' ', user: '' }, true, { title: expect.stringMatching(/^Name the prompt/), user: 'Write what the columns are asked.' }],
      [{ system: 'Be {{tone}}.', values: { topic: 'AI', tone: ' ' } }, true, { 'var-tone': 'Give {{tone}} a value.' }],
      [
        { columns: [{ ...modelColumn(''), temperature: '2.5', maxOutputTokens: '10.5' }] },
        true,
        {
          'column-0-model': expect.any(String),
          'column-0-temperature': 'A number from 0 to 2, or blank.',
          'column-0-tokens': 'A whole number from 16 to 4000, or blank.',
        },
      ],
      [
        { columns: [modelColumn('fake-chat'), siteGuideColumn] },
        false,
        { 'column-0-model': expect.stringMatching(/^No chat model is configured/) },
      ],
      [{ blind: true, columns: [siteGuideColumn] }, true, { blind: 'A blind comparison needs at least two columns.' }],
      [{ user: 'x'.repeat(8001) }, true, { user: 'At most 8000 characters.' }],
    ];
    for (const [change, configured, problems] of cases)
      expect(draftProblems(draft(change), configured), JSON.stringify(change)).toEqual(problems);
  });

  it('saves the values of the variables in use and typed columns as numbers, and comes back from a saved version the same', () => {
    const typed = draft({
      values: { topic: 'AI', gone: 'left over' },
      blind: true,
      columns: [{ ...modelColumn(' fake-chat '), temperature: '0.2', maxOutputTokens: '300' }, siteGuideColumn],
    });
    const payload = versionPayload(typed);
    expect(payload).toEqual({
      system_text: '',
      user_text: 'How do I use {{topic}}?',
      variables: { topic: 'AI' },
      blind: true,
      columns: [
        { kind: 'model', model: 'fake-chat', temperature: 0.2, max_output_tokens: 300 },
        { kind: 'site_guide', model: null, temperature: null, max_output_tokens: null },
      ],
    });
    const reopened = draftOfVersion({ id: 'p1', title: 'Safe use' }, payload, payload.columns);
    expect(versionPayload(reopened)).toEqual(payload);
    expect(reopened.promptId).toBe('p1');
  });
});
