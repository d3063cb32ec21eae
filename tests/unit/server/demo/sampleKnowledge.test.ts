import { describe, expect, it } from 'vitest';
import { sampleKnowledge } from '../../../../server/demo/sampleKnowledge.ts';
import { addDays } from '../../../../src/lib/ownerDays.ts';
import { normaliseTag, occupationOfTag } from '../../../../src/lib/knowledge/tags.ts';

const today = '2026-11-26';
const knowledge = sampleKnowledge(today);
const exampleLink = /^https:\/\/([a-z]+\.)?example\.(com|org|net)\//u;

describe('the demo’s knowledge rows', () => {
  it('are the same for the same day', () => {
    expect(sampleKnowledge(today)).toEqual(knowledge);
  });

  it('use stored tags only, some naming occupational groups and some strategy', () => {
    const tags = [...knowledge.notes, ...knowledge.signals].flatMap((row) => row.tags);
    for (const tag of tags) expect(normaliseTag(tag), tag).toEqual({ tag });
    expect(new Set(tags.filter((tag) => occupationOfTag(tag))).size).toBeGreaterThanOrEqual(5);
    expect(knowledge.notes.filter((note) => note.tags.includes('strategy')).length).toBeGreaterThanOrEqual(3);
  });

  it('link only to reserved example domains', () => {
    const links = [
      ...knowledge.notes.flatMap((note) => note.source_links),
      ...knowledge.signals.map((signal) => signal.url),
      ...knowledge.sources.flatMap((source) => [source.feed_url, source.site_url]),
    ];
    for (const link of links) expect(link).toMatch(exampleLink);
  });

  it('spread signals over twelve weeks, with strong ones in the last 30 days and tags shared between weeks', () => {
    expect(knowledge.signals.length).toBeGreaterThanOrEqual(25);
    for (const signal of knowledge.signals) {
      expect(signal.signal_on >= addDays(today, -84) && signal.signal_on < today, signal.signal_on).toBe(true);
    }
    const recentStrong = knowledge.signals.filter((signal) => signal.strength >= 4 && signal.signal_on > addDays(today, -30));
    expect(recentStrong.length).toBeGreaterThanOrEqual(5);
    const weeksOf = (tag: string) =>
      new Set(
        knowledge.signals
          .filter((signal) => signal.tags.includes(tag))
          .map((signal) => Math.floor(Date.parse(signal.signal_on) / 604_800_000)),
      );
    expect(['governance', 'workforce', 'agents'].every((tag) => weeksOf(tag).size >= 3)).toBe(true);
  });

  it('compose the brief from two signals and a note, its sources numbered in order', () => {
    const [brief] = knowledge.briefs;
    expect(brief?.items.map((item) => item.position)).toEqual([0, 1, 2]);
    const sources = brief?.body_md.split('## Sources\n\n')[1]?.trim().split('\n') ?? [];
    const signals = brief?.items.flatMap((item) => knowledge.signals.filter((signal) => signal.id === item.signal_id)) ?? [];
    expect(sources).toHaveLength(3);
    expect(sources.slice(0, 2)).toEqual(
      signals.map((signal, index) => expect.stringContaining(`${index + 1}. [${signal.title}](${signal.url})`)),
    );
    expect(sources[2]).toMatch(/^3\. AI pilot governance/u);
  });

  it('put roadmap items in every column, ordered within each', () => {
    for (const status of ['idea', 'planned', 'doing', 'done']) {
      const positions = knowledge.roadmapItems.filter((item) => item.status === status).map((item) => item.position);
      expect(positions.length, status).toBeGreaterThanOrEqual(2);
      expect(new Set(positions).size, status).toBe(positions.length);
    }
  });
});
