import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../../../functions/_shared/errors.ts';
import { toolNamed, toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';
import { callToolFunction, runTool } from '../../../../../functions/_shared/tools/runTool.ts';
import { toolScopes } from '../../../../../functions/_shared/tools/scopes.ts';
import { describeTool } from '../../../../../functions/_shared/tools/toolJsonSchema.ts';
import { searchNotes } from '../../../../../functions/_shared/tools/searchNotes.ts';
import { fakeToolDb } from './support/fakeToolDb.ts';

const lead = '00000000-0000-4000-8000-000000000001';
const signal = '00000000-0000-4000-8000-000000000002';

/** Per tool: an input it takes, the database call it makes, and inputs it refuses with the field the message names. */
const cases: Record<string, { valid: unknown; call: [string, Record<string, unknown>]; refused: [unknown, string][] }> = {
  search_notes: {
    valid: { question: 'pricing' },
    call: ['tool_search_notes', { p_question: 'pricing', p_limit: 3 }],
    refused: [
      [{ question: '  ' }, 'question'],
      [{ question: 'x', limit: 11 }, 'limit'],
      [{ question: 'x', extra: 1 }, 'extra'],
    ],
  },
  search_site_passages: {
    valid: { question: 'advisory', limit: 2 },
    call: ['tool_search_site_passages', { p_question: 'advisory', p_limit: 4 }],
    refused: [
      [{}, 'question'],
      [{ question: 'x'.repeat(4001) }, 'question'],
    ],
  },
  list_signals: {
    valid: { from: '2026-11-01', to: '2026-11-30', min_strength: 4 },
    call: ['tool_list_signals', { p_from: '2026-11-01', p_to: '2026-11-30', p_min_strength: 4, p_tag: null, p_limit: 20 }],
    refused: [
      [{ from: '1 November' }, 'from'],
      [{ from: '2026-11-30', to: '2026-11-01' }, 'to'],
      [{ min_strength: 6 }, 'min_strength'],
    ],
  },
  read_brief: { valid: { brief_id: lead }, call: ['tool_read_brief', { p_brief_id: lead }], refused: [[{ brief_id: 'b1' }, 'brief_id']] },
  create_brief_draft: {
    valid: { title: 'Brief', signal_ids: [signal] },
    call: [
      'tool_create_brief_draft',
      { p_title: 'Brief', p_body_md: '', p_signal_ids: [signal], p_note_ids: [], p_idempotency_key: 'key-1' },
    ],
    refused: [
      [{ title: '' }, 'title'],
      [{ title: 'B', note_ids: ['n1'] }, 'note_ids'],
    ],
  },
  list_recent_articles: {
    valid: {},
    call: ['tool_list_recent_articles', { p_since: null, p_limit: 20 }],
    refused: [[{ since: 'yesterday' }, 'since']],
  },
  create_newsletter_draft: {
    valid: { subject: 'November', body_md: 'Hello' },
    call: [
      'tool_create_newsletter_draft',
      { p_subject: 'November', p_preheader: '', p_body_md: 'Hello', p_article_id: null, p_idempotency_key: 'key-1' },
    ],
    refused: [
      [{ subject: 'November' }, 'body_md'],
      [{ subject: 'x'.repeat(201), body_md: '' }, 'subject'],
    ],
  },
  list_new_leads: {
    valid: {},
    call: ['tool_list_new_leads', { p_limit: 20 }],
    refused: [[{ limit: 0 }, 'limit']],
  },
  record_triage: {
    valid: { lead_id: lead, score: 70, reason: 'Names a budget' },
    call: ['tool_record_triage', { p_lead_id: lead, p_score: 70, p_reason: 'Names a budget', p_idempotency_key: 'key-1' }],
    refused: [
      [{ lead_id: lead, score: 101, reason: 'x' }, 'score'],
      [{ lead_id: lead, score: 50, reason: ' ' }, 'reason'],
    ],
  },
  discard_reply: {
    valid: { lead_id: lead },
    call: ['tool_discard_reply', { p_lead_id: lead, p_idempotency_key: 'key-1' }],
    refused: [[{ lead_id: 'the first' }, 'lead_id']],
  },
  read_lead: { valid: { lead_id: lead }, call: ['tool_read_lead', { p_lead_id: lead }], refused: [[{ lead_id: 7 }, 'lead_id']] },
  add_task: {
    valid: { title: 'Call back', lead_id: lead },
    call: [
      'tool_add_task',
      { p_title: 'Call back', p_notes: '', p_due_on: null, p_lead_id: lead, p_signal_id: null, p_idempotency_key: 'key-1' },
    ],
    refused: [
      [{ title: 'Call', due_on: '2026-13-01' }, 'due_on'],
      [{ title: ' ' }, 'title'],
    ],
  },
  draft_reply: {
    valid: { lead_id: lead, subject: 'Thanks', body: 'Hello' },
    call: ['tool_draft_reply', { p_lead_id: lead, p_subject: 'Thanks', p_body: 'Hello', p_idempotency_key: 'key-1' }],
    refused: [
      [{ lead_id: lead, subject: 'Thanks' }, 'body'],
      [{ lead_id: lead, subject: 'Thanks', body: 'x'.repeat(10_001) }, 'body'],
    ],
  },
  send_reply: {
    valid: { lead_id: lead, subject: 'Thanks', body: 'Hello' },
    call: ['tool_begin_reply', { p_lead_id: lead, p_subject: 'Thanks', p_body: 'Hello', p_idempotency_key: 'key-1' }],
    refused: [[{ lead_id: 'someone', subject: 'Thanks', body: 'Hello' }, 'lead_id']],
  },
};

describe('the tool registry', () => {
  it('has one case here per tool, each with a snake_case name of its own, a description and scopes from the vocabulary', () => {
    expect(toolRegistry.map((tool) => tool.name).sort()).toEqual(Object.keys(cases).sort());
    for (const tool of toolRegistry) {
      expect(tool.name).toMatch(/^[a-z][a-z0-9_]+$/);
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.scopes.length).toBeGreaterThan(0);
      for (const scope of tool.scopes) expect(Object.keys(toolScopes)).toContain(scope);
      expect(toolNamed(tool.name)).toBe(tool);
    }
    expect(toolNamed('drop_everything')).toBeUndefined();
  });

  it('marks what reaches a person outside as send, and what changes the owner’s data as write', () => {
    const effects = Object.fromEntries(toolRegistry.map((tool) => [tool.name, tool.effect]));
    expect(effects.send_reply).toBe('send');
    expect(
      Object.entries(effects)
        .filter(([, effect]) => effect === 'write')
        .map(([name]) => name)
        .sort(),
    ).toEqual(['add_task', 'create_brief_draft', 'create_newsletter_draft', 'discard_reply', 'draft_reply', 'record_triage']);
  });

  it('describes every tool’s input and output as JSON Schema objects, defaults optional', () => {
    for (const tool of toolRegistry) {
      const described = describeTool(tool);
      expect(described.input).toMatchObject({ type: 'object', additionalProperties: false });
      expect(described.output.type).toMatch(/object|array/);
    }
    expect(describeTool(searchNotes).input.required).toEqual(['question']);
  });

  for (const tool of toolRegistry) {
    const { valid, call, refused } = cases[tool.name]!;
    it(`${tool.name}: checks its input, then calls ${call[0]} for the run’s starter`, async () => {
      const sent: unknown[] = [];
      for (const [input, field] of refused) {
        const { db, calls } = fakeToolDb();
        const failure = await runTool(tool, input, { db, starter: null, idempotencyKey: 'key-1' }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(FunctionError);
        expect((failure as FunctionError).code).toBe('validation_failed');
        expect((failure as FunctionError).message).toContain(field);
        expect(calls, 'nothing reaches the database').toEqual([]);
      }
      const { db, calls } = fakeToolDb({ [call[0]]: { error: { code: '42501', message: 'not the admin' }, status: 403 } });
      const mail = { send: async (message: unknown) => void sent.push(message) };
      const starter = '00000000-0000-4000-8000-0000000000aa';
      await expect(runTool(tool, valid, { db, starter, idempotencyKey: 'key-1', mail })).rejects.toMatchObject({ code: 'forbidden' });
      expect(calls).toEqual([{ name: call[0], args: { ...call[1], p_starter: starter } }]);
      expect(sent, 'a refused send mails nobody').toEqual([]);
    });
  }
});

describe('a tool function’s refusals', () => {
  const refusal = (code: string, status: number) => fakeToolDb({ tool_x: { error: { code, message: `said ${code}` }, status } }).db;

  it('answers 403 for a user who is not the admin, 409 for a conflict, 400 for a value the database refuses', async () => {
    await expect(callToolFunction({ db: refusal('42501', 403), starter: null }, 'tool_x', {})).rejects.toMatchObject({ code: 'forbidden' });
    await expect(callToolFunction({ db: refusal('PT409', 409), starter: null }, 'tool_x', {})).rejects.toMatchObject({ code: 'conflict' });
    await expect(callToolFunction({ db: refusal('22023', 400), starter: null }, 'tool_x', {})).rejects.toMatchObject({
      code: 'invalid_value',
    });
  });

  it('fails loudly when the database answers outside the promised shape', async () => {
    const { db } = fakeToolDb({ tool_search_notes: { data: [{ id: 'not-a-uuid', title: 'T' }] } });
    await expect(runTool(searchNotes, { question: 'x' }, { db, starter: null })).rejects.toThrow(
      /search_notes answered outside its output schema/,
    );
  });
});
