import { describe, expect, it } from 'vitest';
import { fillFromLeadHandoff } from '../../../../../src/overlays/lead-popup/fillFromLeadHandoff.ts';
import { keepLeadHandoff, takeLeadHandoff } from '../../../../../src/overlays/lead-popup/leadHandoff.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

/** A form with name and email fields, as far as the filling reads it. */
function contactForm(values: { name: string; email: string }) {
  const fields = { name: { value: values.name }, email: { value: values.email } };
  const root = { querySelector: (selector: string) => fields[/name="(\w+)"/.exec(selector)?.[1] as 'name' | 'email'] ?? null };
  return { root: root as unknown as ParentNode, fields };
}

describe('what the lead popup hands to the contact form', () => {
  it('fills the empty fields with what was typed, once', () => {
    const session = memoryStore();
    keepLeadHandoff(session, { name: ' Ada Lovelace ', email: 'ada@example.com' });
    const { root, fields } = contactForm({ name: '', email: '' });
    fillFromLeadHandoff(root, session);
    expect(fields).toEqual({ name: { value: 'Ada Lovelace' }, email: { value: 'ada@example.com' } });
    expect(takeLeadHandoff(session)).toBeUndefined();
  });

  it('never overwrites what the form already holds', () => {
    const session = memoryStore();
    keepLeadHandoff(session, { name: 'Ada', email: 'ada@example.com' });
    const { root, fields } = contactForm({ name: 'Grace', email: '' });
    fillFromLeadHandoff(root, session);
    expect(fields).toEqual({ name: { value: 'Grace' }, email: { value: 'ada@example.com' } });
  });

  it('keeps nothing when nothing was typed, and ignores what it cannot read', () => {
    const session = memoryStore();
    keepLeadHandoff(session, { name: ' ', email: '' });
    expect(takeLeadHandoff(session)).toBeUndefined();
    expect(takeLeadHandoff(memoryStore({ 'lead-handoff': '{"name":1}' }))).toBeUndefined();
  });
});
