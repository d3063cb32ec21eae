import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendReply } from '../../../../../../functions/_shared/tools/sendReply.ts';
import { describeTool } from '../../../../../../functions/_shared/tools/toolJsonSchema.ts';
import { SchemaForm } from '../../../../../../src/islands/admin/kit/SchemaForm.tsx';
import { draftOf, draftValue } from '../../../../../../src/islands/admin/kit/schemaDraft.ts';
import { schemaFields } from '../../../../../../src/islands/admin/kit/schemaFields.ts';

/** A workflow's input as the server describes it: zod to JSON Schema, as the browser receives it. */
const inputSchema = z.toJSONSchema(
  z.strictObject({
    days: z.number().int().min(1).max(90).default(7).describe('How many days back to look.'),
    limit: z.number().int().min(1).max(20).default(5),
    job: z.string().trim().min(1).max(2000),
    tone: z.enum(['plain', 'warm']).optional(),
    dry_run: z.boolean().default(false),
    since: z.iso.date().optional(),
    tags: z.array(z.string()).max(3).default([]),
    weights: z.record(z.string(), z.number()).optional(),
    note: z.string().max(80).nullable().optional(),
  }),
  { io: 'input', unrepresentable: 'any' },
);

describe('a form drawn from a JSON Schema', () => {
  const fields = schemaFields(inputSchema);

  it('draws a field per property with its kind, its rules, its default and its description as the hint', () => {
    expect(fields.map((field) => `${field.name}:${field.kind}${field.required ? '!' : ''}`)).toEqual([
      'days:number',
      'limit:number',
      'job:text!',
      'tone:choice',
      'dry_run:check',
      'since:text',
      'tags:list',
      'weights:json',
      'note:text',
    ]);
    expect(fields[0]).toMatchObject({
      label: 'Days',
      hint: 'How many days back to look. From 1 to 90.',
      whole: true,
      min: 1,
      max: 90,
      fallback: 7,
    });
    expect(fields[2]).toMatchObject({ multiline: true, maxLength: 2000, minLength: 1 });
    expect(fields[3]).toMatchObject({ options: ['plain', 'warm'] });
    expect(fields.find((field) => field.name === 'dry_run')?.label).toBe('Dry run');
    expect(fields.find((field) => field.name === 'note')).toMatchObject({ multiline: false, maxLength: 80 });
    expect(schemaFields({ type: 'object', properties: {} })).toEqual([]);
    expect(schemaFields('not a schema')).toEqual([]);
  });

  it('starts from the defaults, and turns what was typed into the input, leaving out what may stay empty', () => {
    const draft = draftOf(fields);
    expect(draft).toMatchObject({ days: '7', limit: '5', job: '', tone: '', dry_run: false, tags: '' });
    const typed = {
      ...draft,
      days: ' 30 ',
      job: 'Write about agents',
      tone: 'warm',
      dry_run: true,
      tags: 'ai\n\n agents \n',
      weights: '{"a": 1}',
    };
    expect(draftValue(fields, typed)).toEqual({
      value: { days: 30, limit: 5, job: 'Write about agents', tone: 'warm', dry_run: true, tags: ['ai', 'agents'], weights: { a: 1 } },
      problems: {},
    });
  });

  it('says what is wrong beside each field, and what it expected', () => {
    const wrong = {
      ...draftOf(fields),
      days: '91',
      limit: '2.5',
      job: '   ',
      since: '28/11/2026',
      tags: 'a\nb\nc\nd',
      weights: '{a:',
      note: 'x'.repeat(81),
    };
    expect(draftValue(fields, wrong).problems).toEqual({
      days: 'Enter a whole number from 1 to 90; 91 is out of range.',
      limit: 'Enter a whole number from 1 to 20; “2.5” is not one.',
      job: 'Fill this in: it cannot be empty.',
      since: 'Enter a date as YYYY-MM-DD.',
      tags: 'At most 3 lines; there are 4.',
      weights: expect.stringMatching(/^This is not valid JSON: /),
      note: 'Keep it to 80 characters or fewer; it has 81.',
    });
  });

  it('edits a tool’s input as given, its ids shown and kept rather than typed over', () => {
    const reply = describeTool(sendReply).input;
    const given = { lead_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', subject: 'Thanks for writing', body: 'Hello,\n\nThanks.' };
    const editing = schemaFields(reply, { keepIds: true });
    expect(editing.map((field) => field.kind)).toEqual(['id', 'text', 'text']);
    const draft = { ...draftOf(editing, given), lead_id: 'someone-else', subject: 'Thank you' };
    expect(draftValue(editing, draft, given)).toEqual({ value: { ...given, subject: 'Thank you' }, problems: {} });
    expect(schemaFields(reply)[0]?.kind).toBe('text');
  });

  it('draws its fields labelled, with their hints and defaults, and the submit button', () => {
    const html = renderToStaticMarkup(
      createElement(SchemaForm, {
        idPrefix: 'start-brief',
        label: 'Start Brief from signals',
        schema: inputSchema,
        submitLabel: 'Run',
        busyLabel: 'Starting…',
        onSubmit: async () => undefined,
      }),
    );
    expect(html).toContain('<form class="admin-stack" noValidate="" aria-label="Start Brief from signals">');
    expect(html).toContain('<label for="start-brief-days">Days</label>');
    expect(html).toMatch(/<input id="start-brief-days" aria-describedby="start-brief-days-hint" inputMode="numeric" value="7"\/>/);
    expect(html).toContain('<textarea id="start-brief-job"');
    expect(html).toContain('(none)</option><option value="plain">plain</option>');
    expect(html).toContain('type="date"');
    expect(html).toContain('<button type="submit" class="button button-primary">Run</button>');
  });
});
