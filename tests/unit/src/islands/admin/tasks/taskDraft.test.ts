import { describe, expect, it } from 'vitest';
import { draftFromAddress, taskDraftProblems } from '../../../../../../src/islands/admin/tasks/taskDraft.ts';

const draft = { title: 'Send the outline', notes: '', dueOn: '', leadId: null };

describe('taskDraftProblems', () => {
  it('accepts a title alone, or with a due date', () => {
    expect(taskDraftProblems(draft)).toEqual({});
    expect(taskDraftProblems({ ...draft, dueOn: '2026-12-01' })).toEqual({});
  });

  it('says what is wrong with each field: no title, a long title, long notes, a date that is not one', () => {
    expect(taskDraftProblems({ ...draft, title: '   ', notes: 'n'.repeat(5001), dueOn: '2026-13-45' })).toEqual({
      title: 'Enter what needs doing.',
      notes: 'Keep the notes under 5,000 characters (they have 5001).',
      dueOn: 'Enter a date like 2026-12-01, or leave it empty.',
    });
    expect(taskDraftProblems({ ...draft, title: 't'.repeat(201) }).title).toBe('Keep the title under 200 characters (it has 201).');
  });
});

describe('draftFromAddress', () => {
  it('starts a task from a lead’s "Add task" link, linked to the lead', () => {
    const lead = '3f2c1b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
    expect(draftFromAddress(`?lead=${lead}&title=Follow%20up%20with%20Dana`)).toEqual({
      title: 'Follow up with Dana',
      notes: '',
      dueOn: '',
      leadId: lead,
    });
  });

  it('ignores a lead id that is not one', () => {
    expect(draftFromAddress('?lead=1%20or%201=1').leadId).toBeNull();
    expect(draftFromAddress('').title).toBe('');
  });
});
