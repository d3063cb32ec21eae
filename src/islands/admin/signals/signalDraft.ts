import { parseTags } from '../../../lib/knowledge/tags.ts';
import type { Signal, SignalFields } from './signalsApi.ts';

/** A signal as typed in the form: free tags in one box, occupational groups chosen apart. */
export interface SignalDraft {
  title: string;
  url: string;
  source: string;
  summary: string;
  tagText: string;
  groups: string[];
  strength: number;
  signalOn: string;
}

export type SignalDraftProblems = Partial<Record<'title' | 'url' | 'source' | 'summary' | 'tags' | 'signalOn', string>>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const emptyDraft = (today: string): SignalDraft => ({
  title: '',
  url: '',
  source: '',
  summary: '',
  tagText: '',
  groups: [],
  strength: 3,
  signalOn: today,
});

export function draftOfSignal(signal: Signal): SignalDraft {
  return {
    title: signal.title,
    url: signal.url ?? '',
    source: signal.source,
    summary: signal.summary,
    tagText: signal.tags.filter((tag) => !tag.startsWith('soc-')).join(' '),
    groups: signal.tags.filter((tag) => tag.startsWith('soc-')),
    strength: signal.strength,
    signalOn: signal.signal_on,
  };
}

/** What is wrong with each field, said beside it; empty when the signal may be stored. */
export function signalDraftProblems(draft: SignalDraft): SignalDraftProblems {
  const problems: SignalDraftProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Enter a title: what the signal says, in a line.';
  else if (title.length > 300) problems.title = `Keep the title under 300 characters (it has ${title.length}).`;
  const url = draft.url.trim();
  if (url && (!/^https?:\/\/\S+$/i.test(url) || url.length > 2000))
    problems.url = 'Enter a web address starting with https://, or leave it empty.';
  if (draft.source.trim().length > 200) problems.source = 'Keep the source under 200 characters.';
  if (draft.summary.length > 5000) problems.summary = `Keep the summary under 5,000 characters (it has ${draft.summary.length}).`;
  const tags = parseTags(draft.tagText);
  if ('problem' in tags) problems.tags = tags.problem;
  if (!isoDate.test(draft.signalOn) || Number.isNaN(Date.parse(draft.signalOn))) problems.signalOn = 'Enter a date like 2026-11-28.';
  return problems;
}

/** The stored fields of a draft without problems. */
export function fieldsOfDraft(draft: SignalDraft): SignalFields {
  const tags = parseTags(draft.tagText);
  const typed = 'tags' in tags ? tags.tags : [];
  return {
    title: draft.title.trim(),
    url: draft.url.trim() || null,
    source: draft.source.trim(),
    summary: draft.summary.trim(),
    tags: [...new Set([...typed, ...draft.groups])],
    strength: draft.strength,
    signal_on: draft.signalOn,
  };
}
