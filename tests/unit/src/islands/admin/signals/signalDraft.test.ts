import { describe, expect, it } from 'vitest';
import { draftOfSignal, emptyDraft, fieldsOfDraft, signalDraftProblems } from '../../../../../../src/islands/admin/signals/signalDraft.ts';

const draft = {
  ...emptyDraft('2026-11-28'),
  title: ' Banks pilot agents ',
  url: 'https://www.ft.com/x',
  tagText: '#Banking, AI',
  groups: ['soc-13'],
};

describe('a signal as typed', () => {
  it('needs a title, and takes today in the owner’s zone as given', () => {
    expect(signalDraftProblems(emptyDraft('2026-11-28'))).toEqual({ title: 'Enter a title: what the signal says, in a line.' });
    expect(signalDraftProblems(draft)).toEqual({});
  });

  it('says what is wrong with a link, the tags and the date', () => {
    const problems = signalDraftProblems({ ...draft, url: 'ft.com x', tagText: 'soc-99', signalOn: '28/11/2026' });
    expect(problems.url).toMatch(/https:\/\//);
    expect(problems.tags).toMatch(/not an occupational group/);
    expect(problems.signalOn).toMatch(/2026-11-28/);
  });

  it('stores tags normalised with the chosen groups, and an empty link as none', () => {
    expect(fieldsOfDraft(draft)).toEqual({
      title: 'Banks pilot agents',
      url: 'https://www.ft.com/x',
      source: '',
      summary: '',
      tags: ['banking', 'ai', 'soc-13'],
      strength: 3,
      signal_on: '2026-11-28',
    });
    expect(fieldsOfDraft({ ...draft, url: '  ' }).url).toBeNull();
  });

  it('puts a stored signal’s groups apart from its other tags for editing', () => {
    const signal = {
      id: 'a',
      title: 'T',
      url: null,
      source: 's',
      summary: '',
      tags: ['ai', 'soc-15', 'banking'],
      strength: 4,
      signal_on: '2026-11-01',
      source_id: null,
      created_at: '2026-11-01T00:00:00Z',
      is_sample: false,
    };
    expect(draftOfSignal(signal)).toMatchObject({ url: '', tagText: 'ai banking', groups: ['soc-15'], strength: 4 });
  });
});
