import { textParam, urlParams } from '../kit/urlParams.ts';

/** A task as typed in the form, before it is stored. */
export interface TaskDraft {
  title: string;
  notes: string;
  dueOn: string;
  leadId: string | null;
}

export type TaskDraftProblems = Partial<Record<'title' | 'notes' | 'dueOn', string>>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with each field, said beside it; empty when the task may be stored. */
export function taskDraftProblems(draft: TaskDraft): TaskDraftProblems {
  const problems: TaskDraftProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Enter what needs doing.';
  else if (title.length > 200) problems.title = `Keep the title under 200 characters (it has ${title.length}).`;
  if (draft.notes.length > 5000) problems.notes = `Keep the notes under 5,000 characters (they have ${draft.notes.length}).`;
  if (draft.dueOn && (!isoDate.test(draft.dueOn) || Number.isNaN(Date.parse(`${draft.dueOn}T00:00:00Z`)))) {
    problems.dueOn = 'Enter a date like 2026-12-01, or leave it empty.';
  }
  return problems;
}

/** The form's start: empty, or filled from a lead's "Add task" (`?lead=<id>&title=<text>`). */
export function draftFromAddress(search: string): TaskDraft {
  const params = new URLSearchParams(search);
  const lead = params.get('lead');
  return {
    title: (params.get('title') ?? '').slice(0, 200),
    notes: '',
    dueOn: '',
    leadId: lead && /^[0-9a-f-]{36}$/i.test(lead) ? lead : null,
  };
}

/** The part of the address a lead's "Add task" writes; cleared once its task is added, the list's own parameters kept. */
export const fromLeadAddress = urlParams({ lead: textParam('', 36), title: textParam('', 200) });
