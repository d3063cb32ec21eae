import { describe, expect, it } from 'vitest';
import {
  type BriefNote,
  type BriefSignal,
  briefFileName,
  composeBrief,
  inlineText,
  nestedMarkdown,
  sourcesSection,
  withSourcesUpdated,
} from '../../../../../../src/islands/admin/intelligence/briefMarkdown.ts';

const signal: BriefSignal = {
  kind: 'signal',
  id: 's1',
  title: 'EU AI Act guidance for pilots',
  url: 'https://example.com/eu-ai-act',
  source: 'example.com',
  summary: 'The Commission published guidance on **pilots**.',
  strength: 4,
  signal_on: '2026-11-20',
};
const quietSignal: BriefSignal = { ...signal, id: 's2', title: 'A rumour', url: null, source: '', summary: '', strength: 2 };
const note: BriefNote = {
  kind: 'note',
  id: 'n1',
  title: 'Pilot governance',
  body_md: '# Who owns it\n\nOne owner per pilot.\n\n```md\n# not a heading\n```',
  source_links: ['https://www.example.org/governance', 'https://example.net/a(b)'],
  created_at: '2026-11-01T10:00:00Z',
};
const ownNote: BriefNote = { ...note, id: 'n2', title: 'My own thinking', body_md: '', source_links: [] };

describe('composing a brief', () => {
  const composed = composeBrief('Pilots in Q1', [signal, note, quietSignal, ownNote]);

  it('starts with the title and an empty summary for the owner to write', () => {
    expect(composed.startsWith('# Pilots in Q1\n\n## Summary\n\n## EU AI Act guidance for pilots\n')).toBe(true);
  });

  it('gives each signal its source, date, strength, summary and a numbered citation linking to it', () => {
    expect(composed).toContain(
      '## EU AI Act guidance for pilots\n\n*example.com, 20 November 2026, strength 4 of 5* [[1]](<https://example.com/eu-ai-act>)\n\nThe Commission published guidance on **pilots**.',
    );
    expect(composed).toContain('## A rumour\n\n*20 November 2026, strength 2 of 5* [3]\n\n## My own thinking');
  });

  it('includes a note’s Markdown with its headings below the brief’s, and cites it', () => {
    expect(composed).toContain('## Pilot governance\n\n### Who owns it\n\nOne owner per pilot.\n\n```md\n# not a heading\n```');
    expect(composed).toContain('*From the owner’s note of 1 November 2026* [2]');
  });

  it('ends with the sources numbered in the items’ order', () => {
    expect(
      composed.endsWith(
        [
          '## Sources',
          '',
          '1. [EU AI Act guidance for pilots](<https://example.com/eu-ai-act>). example.com, 20 November 2026.',
          '2. Pilot governance. [example.org](<https://www.example.org/governance>), [example.net](<https://example.net/a(b)>).',
          '3. A rumour. 20 November 2026.',
          '4. My own thinking. Owner’s note, 1 November 2026.',
          '',
        ].join('\n'),
      ),
    ).toBe(true);
  });

  it('says when no source is chosen yet', () => {
    expect(composeBrief('Empty', [])).toBe('# Empty\n\n## Summary\n\n## Sources\n\nNo sources chosen yet.\n');
  });

  it('dates a note in the owner’s time zone', () => {
    const lateNote = { ...ownNote, created_at: '2026-11-01T23:30:00Z' };
    expect(sourcesSection([lateNote], 'Asia/Tokyo')).toContain('Owner’s note, 2 November 2026.');
  });
});

describe('text from sources', () => {
  it('keeps a title on one line with Markdown’s formatting characters escaped', () => {
    expect(inlineText('  A *bold*\nclaim [sic] <b>  ')).toBe('A \\*bold\\* claim \\[sic\\] \\<b\\>');
  });

  it('moves headings down two levels, never past six, and leaves fenced code alone', () => {
    expect(nestedMarkdown('#### Deep\n##### Deeper\n~~~\n## code\n~~~\n#hashtag')).toBe(
      '###### Deep\n###### Deeper\n~~~\n## code\n~~~\n#hashtag',
    );
  });
});

describe('updating the Sources section alone', () => {
  it('replaces the section and keeps what the owner wrote around it', () => {
    const written = '# Brief\n\n## Summary\n\nMy words.\n\n## Sources\n\n1. Old.\n\n## Appendix\n\nKept.\n';
    expect(withSourcesUpdated(written, [ownNote])).toBe(
      '# Brief\n\n## Summary\n\nMy words.\n\n## Sources\n\n1. My own thinking. Owner’s note, 1 November 2026.\n\n## Appendix\n\nKept.\n',
    );
  });

  it('adds the section at the end when the document has none', () => {
    expect(withSourcesUpdated('# Brief\n\nText.\n\n', [])).toBe('# Brief\n\nText.\n\n## Sources\n\nNo sources chosen yet.\n');
  });

  it('ignores a "## Sources" line inside a code block', () => {
    expect(withSourcesUpdated('```\n## Sources\n```', [])).toBe('```\n## Sources\n```\n\n## Sources\n\nNo sources chosen yet.\n');
  });
});

describe('the downloaded file’s name', () => {
  it('is the title as a slug', () => {
    expect(briefFileName('Pilots in Q1: what changed?')).toBe('pilots-in-q1-what-changed.md');
    expect(briefFileName('???')).toBe('brief.md');
  });
});
