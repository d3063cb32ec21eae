import fc from 'fast-check';
import type { BodyShape } from '../bodyCases.ts';
import type { BodyVariant } from '../corpusCase.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { RawJson } from '../jsonText.ts';
import { notUuid, overlong } from '../values.ts';

/**
 * A lead-triage run the owner cancelled while its send waited for approval, seeded before a run
 * of the corpus, so that the acts on it reach past their ids. A cancelled run is never claimed:
 * nothing an act does to it gives the runner work.
 */
export const seededRun = {
  run: '00000000-0000-4000-8000-00000000ca01',
  step: '00000000-0000-4000-8000-00000000ca02',
  approval: '00000000-0000-4000-8000-00000000ca03',
  lead: '00000000-0000-4000-8000-00000000ca04',
} as const;

const asked = { lead_id: seededRun.lead, subject: 'Thank you', body: 'Hello Ada.' };
/** What the seeded approval step asks: the send that waits, with what, and why. */
export const seededAsk = { tool: 'send_reply', input: asked, reason: 'A send always asks.' };
const edited = { ...asked, subject: 'Thank you, Ada', body: 'Hello Ada,\n\nThank you for writing.' };

/**
 * Acts that store no row, whatever the state: an allowance taken back, the seeded approval decided
 * (once; 409 after), the cancelled run cancelled or retried again (409). A start is never among
 * them: a started run would give the runner steps to store after the answer.
 */
const valid = fc.oneof(
  fc
    .constantFrom(
      { workflow: 'brief-from-signals', tool: 'create_brief_draft' },
      { workflow: 'lead-triage', tool: 'record_triage' },
      { workflow: 'newsletter-draft', tool: 'create_newsletter_draft' },
    )
    .map((pair) => ({ action: 'allow', ...pair, allowed: false })),
  fc.constantFrom(
    { action: 'decide', approval: seededRun.approval, decision: 'approve', input: edited },
    { action: 'decide', approval: seededRun.approval, decision: 'approve' },
    { action: 'decide', approval: seededRun.approval, decision: 'deny' },
    { action: 'cancel', run: seededRun.run },
    { action: 'retry', run: seededRun.run, step: seededRun.step },
  ),
);

// `allowed` is left out: any JSON in it may be `true`, an allowance the answer cannot account for.
const fields: FieldSpec[] = [
  { path: ['action'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'stop', 'START', 'approve', 'delete', 'start ') },
  {
    path: ['workflow'],
    kind: 'text',
    required: true,
    refuses: fc.oneof(overlong(63), fc.constantFrom('', 'no-such-workflow', '../lead-triage', 'lead-triage\n', 'LEAD-TRIAGE')),
  },
  { path: ['tool'], kind: 'text', required: true, refuses: fc.constantFrom('send_reply', 'list_signals', 'read_lead', 'no_such_tool', '') },
  { path: ['approval'], kind: 'text', required: true, refuses: fc.oneof(notUuid, fc.uuid()) },
  { path: ['decision'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'approved', 'yes', 'APPROVE', 'allow') },
  { path: ['run'], kind: 'text', required: true, refuses: fc.oneof(notUuid, fc.uuid()) },
  { path: ['step'], kind: 'text', required: true, refuses: fc.oneof(notUuid, fc.uuid()) },
  // The call as the owner edited it: it must still fit the tool's input schema and name the same lead.
  {
    path: ['input'],
    kind: 'object',
    refuses: fc.constantFrom(
      { ...edited, subject: 42 },
      { ...edited, body: 'x'.repeat(10_001) },
      { ...edited, subject: '   ' },
      { lead_id: seededRun.lead, body: 'Hello.' },
      { ...edited, lead_id: '00000000-0000-4000-8000-00000000ca99' },
      { ...edited, cc: 'someone.else@example.test' },
      {},
    ),
  },
  { path: ['input', 'subject'], kind: 'text', required: true, refuses: fc.oneof(overlong(200), fc.constantFrom('', ' \n\t ')) },
  { path: ['input', 'lead_id'], kind: 'text', required: true, refuses: fc.oneof(notUuid, fc.uuid()) },
];

const refused = (hostile: string, bodies: readonly unknown[]): fc.Arbitrary<BodyVariant> =>
  fc.constantFrom(...bodies).map((body) => ({ body, hostile, expect: 'refused' as const }));
const start = (workflow: unknown, input?: unknown) => ({ action: 'start', workflow, ...(input === undefined ? {} : { input }) });

/** What ai-runs must refuse that the fields above do not reach: starts, allowances and decisions wrong in what they ask. */
const refusedActs = [
  refused('a start with its input out of range', [
    start('brief-from-signals', { days: 0 }),
    start('brief-from-signals', { days: 91 }),
    start('brief-from-signals', { days: 7.5 }),
    start('brief-from-signals', { days: '7' }),
    start('brief-from-signals', { days: new RawJson('1e400') }),
    start('brief-from-signals', { limit: 21 }),
    start('lead-triage', { limit: 0 }),
    start('lead-triage', { limit: 51 }),
    start('lead-triage', { limit: null }),
    start('coordinated-piece', {}),
    start('coordinated-piece'),
    start('coordinated-piece', { job: ' \n ' }),
    start('coordinated-piece', { job: 'x'.repeat(2001) }),
    start('coordinated-piece', { job: 42 }),
  ]),
  refused('a start with an unknown key in its input', [
    start('newsletter-draft', { days: 7 }),
    start('lead-triage', { limit: 5, isAdmin: true }),
    start('brief-from-signals', { days: 7, starter: seededRun.lead }),
  ]),
  refused(
    'a start with its input not an object',
    [[], 'days=7', 7, null, true].map((input) => start('lead-triage', input)),
  ),
  refused('a start of a workflow that is unknown or only a coordinator starts', [
    start('researcher', { job: 'Agents at work' }),
    start('writer', { job: 'Agents at work', findings: [] }),
    start('reviewer', { job: 'x', draft: { title: 'x', body_md: 'x' }, findings: [] }),
    start('no-such-workflow', {}),
    start('', {}),
    start('x'.repeat(64), {}),
    start(42, {}),
  ]),
  refused('an allowance of a tool that must always ask, or is not the workflow’s', [
    { action: 'allow', workflow: 'lead-triage', tool: 'send_reply', allowed: true },
    { action: 'allow', workflow: 'brief-from-signals', tool: 'list_signals', allowed: true },
    { action: 'allow', workflow: 'newsletter-draft', tool: 'record_triage', allowed: true },
    { action: 'allow', workflow: 'researcher', tool: 'search_notes', allowed: true },
    { action: 'allow', workflow: 'no-such-workflow', tool: 'add_task', allowed: true },
  ]),
  refused('an allowance that is not a yes or no', [
    ...['true', 1, null, 'yes', {}].map((allowed) => ({ action: 'allow', workflow: 'lead-triage', tool: 'add_task', allowed })),
    { action: 'allow', workflow: 'lead-triage', tool: 'add_task' },
  ]),
  refused('a denial with an input', [{ action: 'decide', approval: seededRun.approval, decision: 'deny', input: edited }]),
  refused('an act on a run, step or approval that does not exist', [
    { action: 'cancel', run: '00000000-0000-4000-8000-00000000ca98' },
    { action: 'retry', run: seededRun.run, step: '00000000-0000-4000-8000-00000000ca98' },
    { action: 'retry', run: '00000000-0000-4000-8000-00000000ca98', step: seededRun.step },
    { action: 'decide', approval: seededRun.step, decision: 'approve' },
  ]),
];

/** ai-runs' JSON body: every act, and what each must refuse. */
export const aiRunsShape: BodyShape = { valid, fields, strict: true, maxBytes: 64 * 1024, more: refusedActs };

/** A start any signed-in reader may try: valid for the admin, so only who asks may refuse it. */
export const validStart = start('newsletter-draft', {});
