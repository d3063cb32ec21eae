import { describe, expect, it } from 'vitest';
import { dropDraft, formDraftKeyPrefix, hasDraft, keepDraft, restoreDraft } from '../../../../../src/lib/newsletter/formDraft.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const field = (id: string, value = '') => ({ id, value });

describe('a form draft', () => {
  it('keeps every field exactly as typed, under the page it was typed on', () => {
    const store = memoryStore();
    keepDraft(store, '/contact', [field('contact-name', ' Ada '), field('contact-message', 'Line one\nLine two')]);
    expect(JSON.parse(store.getItem(`${formDraftKeyPrefix}/contact`) ?? '')).toEqual({
      'contact-name': ' Ada ',
      'contact-message': 'Line one\nLine two',
    });
    expect(hasDraft(store, '/contact')).toBe(true);
    expect(hasDraft(store, '/welcome')).toBe(false);
  });

  it('puts the text back into the empty fields after a reload, and leaves what the reader typed since', () => {
    const store = memoryStore();
    keepDraft(store, '/contact', [
      field('contact-name', 'Ada'),
      field('contact-email', 'ada@example.com'),
      field('contact-message', 'Hello'),
    ]);
    const fields = [field('contact-name'), field('contact-email', 'new@example.com'), field('contact-message')];
    expect(restoreDraft(store, '/contact', fields)).toBe(2);
    expect(fields).toEqual([field('contact-name', 'Ada'), field('contact-email', 'new@example.com'), field('contact-message', 'Hello')]);
  });

  it('keeps two forms of one page apart, and forgets only the one that was sent', () => {
    const store = memoryStore();
    keepDraft(store, '/welcome', [field('newsletter-inline-email', 'a@example.com')]);
    keepDraft(store, '/welcome', [field('newsletter-card-email', 'b@example.com')]);
    dropDraft(store, '/welcome', [field('newsletter-inline-email')]);
    const left = [field('newsletter-inline-email'), field('newsletter-card-email')];
    restoreDraft(store, '/welcome', left);
    expect(left).toEqual([field('newsletter-inline-email'), field('newsletter-card-email', 'b@example.com')]);
    dropDraft(store, '/welcome', [field('newsletter-card-email')]);
    expect(store.data.size).toBe(0);
  });

  it('restores nothing from a corrupt or foreign value, and never breaks when storage is blocked', () => {
    const store = memoryStore({ [`${formDraftKeyPrefix}/contact`]: '{"contact-name": 42}' });
    expect(restoreDraft(store, '/contact', [field('contact-name')])).toBe(0);
    const blocked = memoryStore({}, true);
    expect(() => keepDraft(blocked, '/contact', [field('contact-name', 'Ada')])).not.toThrow();
    expect(restoreDraft(blocked, '/contact', [field('contact-name')])).toBe(0);
    expect(() => dropDraft(blocked, '/contact', [field('contact-name')])).not.toThrow();
  });
});
