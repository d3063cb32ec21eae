import { describe, expect, it } from 'vitest';
import type { Feed } from '../../../../../functions/_shared/signals/feedFile.ts';
import { inBatches, signalsFromFeed } from '../../../../../functions/_shared/signals/feedSignals.ts';

const item = { title: 'A title', link: 'https://www.example.com/a', summary: 'Text.', published: '2026-11-24T23:30:00.000Z', id: 'guid-a' };

describe('signalsFromFeed', () => {
  it('makes each item a signal from the feed, dated on the owner’s calendar day', () => {
    const feed: Feed = { kind: 'feed', title: 'Example News', link: 'https://www.example.com/', items: [item] };
    expect(signalsFromFeed(feed, 'Europe/Berlin')).toEqual([
      {
        title: 'A title',
        url: 'https://www.example.com/a',
        source: 'Example News',
        summary: 'Text.',
        signal_on: '2026-11-25',
        feed_item_id: 'guid-a',
      },
    ]);
    expect(signalsFromFeed(feed, 'America/New_York')[0]?.signal_on).toBe('2026-11-24');
  });

  it('names the source as the owner’s feed list does, and links the signal to it', () => {
    const feed: Feed = { kind: 'feed', title: 'Example News', link: null, items: [item] };
    expect(signalsFromFeed(feed, 'UTC', { id: 'source-1', title: 'My name for it' })[0]).toMatchObject({
      source: 'My name for it',
      source_id: 'source-1',
    });
  });

  it('names the source by the feed’s domain when the feed has no title, and titles an untitled item by its summary', () => {
    const feed: Feed = { kind: 'feed', title: '', link: 'https://www.example.com/', items: [{ ...item, title: '', published: null }] };
    expect(signalsFromFeed(feed, 'UTC')[0]).toMatchObject({ title: 'Text.', source: 'example.com', signal_on: null });
  });

  it('clips what the table would refuse as too long', () => {
    const feed: Feed = { kind: 'feed', title: 'F', link: null, items: [{ ...item, title: 't'.repeat(400), summary: 's'.repeat(6000) }] };
    const [signal] = signalsFromFeed(feed, 'UTC');
    expect(signal?.title).toHaveLength(300);
    expect(signal?.summary).toHaveLength(5000);
  });
});

describe('inBatches', () => {
  it('splits rows into calls of at most 500', () => {
    expect(inBatches(Array.from({ length: 1001 }, (_, index) => index)).map((batch) => batch.length)).toEqual([500, 500, 1]);
  });
});
