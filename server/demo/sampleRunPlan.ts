import { sampleEvaluation } from './sampleEvaluations.ts';

/**
 * The demo's runs of the AI workbench, oldest first, over the last two weeks: each startable
 * workflow finished at least once (a newsletter draft also as an agent, with tokens and a cost),
 * a lead triage whose reply was denied, one whose reply waits for the owner's approval, and a
 * brief that failed at its last step when the database could not be reached, and the shipped
 * evaluation dataset put to the notes' search and to the site guide. Each lead triage
 * takes one lead, the oldest new one, so the newest leads are left for the owner's own run.
 */
export interface PlannedRun {
  workflow: string;
  input: Record<string, unknown>;
  mode: 'rules' | 'agent';
  hoursAgo: number;
  /**
   * How it ends: `finish` by itself; `deny` and `approve` once the demo answered its approvals;
   * `wait` for the owner's approval; `fail` where an outage of the database hits `failingTool`.
   */
  fate: 'finish' | 'deny' | 'approve' | 'wait' | 'fail';
  failingTool?: string;
}

const day = 24;

export const sampleRunPlan: readonly PlannedRun[] = [
  { workflow: 'brief-from-signals', input: { days: 30, limit: 5 }, mode: 'rules', hoursAgo: 13 * day + 5, fate: 'finish' },
  {
    workflow: 'coordinated-piece',
    input: { job: 'A one-page note for a board on governing a first AI pilot: who owns it, when to stop it, what to measure.' },
    mode: 'rules',
    hoursAgo: 9 * day + 3,
    fate: 'finish',
  },
  { workflow: 'dataset-evaluation', input: sampleEvaluation('notes'), mode: 'rules', hoursAgo: 8 * day + 1, fate: 'finish' },
  { workflow: 'lead-triage', input: { limit: 1 }, mode: 'rules', hoursAgo: 7 * day + 2, fate: 'deny' },
  { workflow: 'brief-from-signals', input: { days: 14, limit: 8 }, mode: 'rules', hoursAgo: 5 * day + 6, fate: 'finish' },
  { workflow: 'newsletter-draft', input: {}, mode: 'rules', hoursAgo: 4 * day + 1, fate: 'finish' },
  { workflow: 'dataset-evaluation', input: sampleEvaluation('site-guide'), mode: 'rules', hoursAgo: 3 * day + 2, fate: 'finish' },
  { workflow: 'newsletter-draft', input: {}, mode: 'agent', hoursAgo: 2 * day + 4, fate: 'approve' },
  {
    workflow: 'brief-from-signals',
    input: { days: 7, limit: 5 },
    mode: 'rules',
    hoursAgo: day + 2,
    fate: 'fail',
    failingTool: 'create_brief_draft',
  },
  { workflow: 'lead-triage', input: { limit: 1 }, mode: 'rules', hoursAgo: 3, fate: 'wait' },
];

/** The status each fate ends a run in. */
export const fateStatus = {
  finish: 'succeeded',
  deny: 'succeeded',
  approve: 'succeeded',
  wait: 'waiting_approval',
  fail: 'failed',
} as const;
