import type { Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { podcastFeed } from '../../../../../src/lib/podcast/podcastFeed.ts';
import { type PublishedEpisode, podcastShow } from '../../../../../src/lib/podcast/showProfile.ts';

const site = new URL('https://strategist.example');
const owner = { name: 'Elena Marsh', shortBio: 'Innovation strategist.', contactEmail: 'hello@strategist.example' };
const show = podcastShow(
  {
    title: 'Pilots & <Practice>',
    description: 'Short conversations about AI adoption.',
    author: 'Elena Marsh',
    owner_name: 'Elena Marsh',
    owner_email: 'podcast@strategist.example',
    artwork_url: 'https://storage.example/storage/v1/object/public/public-images/brand/art.png',
    artwork_alt: 'The show’s name on teal',
    category: 'Business',
    subcategory: 'Management',
    language: 'en',
    explicit: false,
    updated_at: '2026-11-20T09:00:00.000Z',
  },
  owner,
);

const episode = (overrides: Partial<PublishedEpisode> = {}): PublishedEpisode => ({
  slug: 'first-pilot',
  title: 'Your first pilot & what "done" means',
  summary: 'Why a pilot needs an end <date>.',
  notes_md: 'Notes',
  audio_url: 'https://storage.example/storage/v1/object/public/podcast-audio/episodes/a.mp3',
  audio_type: 'audio/mpeg',
  audio_bytes: 1_234_567,
  duration_seconds: 754.4,
  transcript_cues: [{ start: 0, end: 2, text: 'Hello.' }],
  chapters: [{ start: 0, title: 'Opening' }],
  season: 1,
  episode_number: 3,
  episode_type: 'full',
  explicit: null,
  share_image_url: null,
  share_image_alt: '',
  share_image_width: null,
  share_image_height: null,
  published_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  guid: '5f0c3c1e-8f53-4a51-9d3c-3c8d8d0c2a11',
  ...overrides,
});

/** The feed read back by an XML parser other than the one that wrote it. */
function parsed(xml: string) {
  const document = parseDocument(xml, { xmlMode: true });
  const one = (name: string, within: Element | Element[] = document.children as Element[]) =>
    findOne((node) => node.name === name, Array.isArray(within) ? within : within.children, true);
  return { document, one, all: (name: string) => findAll((node) => node.name === name, document.children) };
}

describe('the podcast feed', () => {
  it('declares RSS 2.0 with the Apple Podcasts, Podcasting 2.0, Atom and content namespaces', () => {
    const rss = parsed(podcastFeed(show, [], site)).one('rss');
    expect(rss?.attribs).toMatchObject({
      version: '2.0',
      'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
    });
  });

  it('describes the show with every channel tag podcast apps require', () => {
    const { one } = parsed(podcastFeed(show, [{ episode: episode(), notesHtml: '' }], site));
    const channel = one('channel');
    if (!channel) throw new Error('expected a channel');
    const text = (name: string) => textContent(one(name, channel) ?? []);
    expect(text('title')).toBe('Pilots & <Practice>');
    expect(text('description')).toBe('Short conversations about AI adoption.');
    expect(text('language')).toBe('en');
    expect(text('link')).toBe('https://strategist.example/podcast');
    expect(text('itunes:author')).toBe('Elena Marsh');
    expect(text('itunes:explicit')).toBe('false');
    expect(textContent(one('itunes:email', channel) ?? [])).toBe('podcast@strategist.example');
    expect(textContent(one('itunes:name', channel) ?? [])).toBe('Elena Marsh');
    expect(getAttributeValue(one('atom:link', channel) as Element, 'href')).toBe('https://strategist.example/podcast.xml');
    expect(getAttributeValue(one('atom:link', channel) as Element, 'rel')).toBe('self');
    expect(getAttributeValue(one('itunes:image', channel) as Element, 'href')).toBe(show.artworkUrl);
    const category = one('itunes:category', channel) as Element;
    expect(getAttributeValue(category, 'text')).toBe('Business');
    expect(getAttributeValue(one('itunes:category', category) as Element, 'text')).toBe('Management');
  });

  it('gives each episode its enclosure, stable guid, duration, numbering, transcript and chapters', () => {
    const { one } = parsed(podcastFeed(show, [{ episode: episode(), notesHtml: '<p>Notes &amp; links</p>' }], site));
    const item = one('item');
    if (!item) throw new Error('expected an item');
    const tag = (name: string) => one(name, item) as Element;
    expect(textContent(tag('title'))).toBe('Your first pilot & what "done" means');
    expect(textContent(tag('description'))).toBe('Why a pilot needs an end <date>.');
    expect(textContent(tag('content:encoded'))).toBe('<p>Notes &amp; links</p>');
    expect(textContent(tag('pubDate'))).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
    expect(tag('enclosure').attribs).toEqual({
      url: 'https://storage.example/storage/v1/object/public/podcast-audio/episodes/a.mp3',
      length: '1234567',
      type: 'audio/mpeg',
    });
    expect(textContent(tag('guid'))).toBe('5f0c3c1e-8f53-4a51-9d3c-3c8d8d0c2a11');
    expect(tag('guid').attribs.isPermaLink).toBe('false');
    expect(textContent(tag('link'))).toBe('https://strategist.example/podcast/first-pilot');
    expect(textContent(tag('itunes:duration'))).toBe('754');
    expect(textContent(tag('itunes:episode'))).toBe('3');
    expect(textContent(tag('itunes:season'))).toBe('1');
    expect(textContent(tag('itunes:episodeType'))).toBe('full');
    expect(textContent(tag('itunes:explicit'))).toBe('false');
    expect(tag('itunes:image').attribs.href).toBe(show.artworkUrl);
    expect(tag('podcast:transcript').attribs).toMatchObject({
      url: 'https://strategist.example/podcast-files/first-pilot/transcript.vtt',
      type: 'text/vtt',
    });
    expect(tag('podcast:chapters').attribs).toEqual({
      url: 'https://strategist.example/podcast-files/first-pilot/chapters.json',
      type: 'application/json+chapters',
    });
  });

  it('lists episodes in the order given, and leaves out what an episode lacks', () => {
    const bare = episode({
      slug: 'bonus',
      guid: 'g-2',
      transcript_cues: [],
      chapters: [],
      season: null,
      episode_number: null,
      explicit: true,
    });
    const { all } = parsed(
      podcastFeed(
        show,
        [
          { episode: episode(), notesHtml: '' },
          { episode: bare, notesHtml: '' },
        ],
        site,
      ),
    );
    const items = all('item');
    expect(items.map((item) => textContent(findOne((node) => node.name === 'guid', item.children) ?? []))).toEqual([
      '5f0c3c1e-8f53-4a51-9d3c-3c8d8d0c2a11',
      'g-2',
    ]);
    const names = (items[1]?.children ?? []).flatMap((node) => ('name' in node ? [node.name] : []));
    expect(names).not.toContain('podcast:transcript');
    expect(names).not.toContain('podcast:chapters');
    expect(names).not.toContain('itunes:season');
    expect(names).not.toContain('content:encoded');
    expect(textContent(findOne((node) => node.name === 'itunes:explicit', items[1]?.children ?? []) ?? [])).toBe('true');
  });

  it('makes relative addresses absolute under the site', () => {
    const local = episode({ audio_url: '/storage/v1/object/public/podcast-audio/episodes/a.wav', audio_type: 'audio/wav' });
    const { one } = parsed(podcastFeed(show, [{ episode: local, notesHtml: '' }], site));
    expect(one('enclosure')?.attribs.url).toBe('https://strategist.example/storage/v1/object/public/podcast-audio/episodes/a.wav');
  });

  it('is a valid, empty show before the first episode, named from the site profile when the show is not set up', () => {
    const unset = podcastShow(undefined, owner);
    const { one, all } = parsed(podcastFeed(unset, [], site));
    expect(all('item')).toEqual([]);
    expect(textContent(one('title') ?? [])).toBe('Elena Marsh: the podcast');
    expect(textContent(one('itunes:email') ?? [])).toBe('hello@strategist.example');
    expect(one('itunes:category')).toBeNull();
    expect(one('itunes:image')).toBeNull();
  });

  it("gives an episode its own artwork when its share image is square and of Apple's sizes, else the show's", () => {
    const own = (width: number, height: number) =>
      episode({
        share_image_url: `https://storage.example/e-${width}x${height}.jpg`,
        share_image_alt: 'Cover',
        share_image_width: width,
        share_image_height: height,
      });
    const artwork = [own(3000, 3000), own(1400, 1400), own(1200, 630), own(1080, 1080), episode()].map((one) => {
      const feed = parsed(podcastFeed(show, [{ episode: one, notesHtml: '' }], site));
      return getAttributeValue(feed.one('itunes:image', feed.one('item') as Element) as Element, 'href');
    });
    expect(artwork).toEqual([
      'https://storage.example/e-3000x3000.jpg',
      'https://storage.example/e-1400x1400.jpg',
      show.artworkUrl,
      show.artworkUrl,
      show.artworkUrl,
    ]);
  });
});
