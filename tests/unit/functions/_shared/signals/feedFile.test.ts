import { describe, expect, it } from 'vitest';
import { FeedFileError, maxFeedFileBytes, readFeedFile } from '../../../../../functions/_shared/signals/feedFile.ts';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Tech &amp; Markets</title>
    <link>https://www.example-news.com/</link>
    <atom:link href="https://www.example-news.com/feed.xml" rel="self" type="application/rss+xml"/>
    <description>Daily notes</description>
    <item>
      <title>Banks pilot AI agents in compliance</title>
      <link>https://www.example-news.com/2026/11/banks-pilot-agents</link>
      <description>&lt;p&gt;Three &lt;b&gt;banks&lt;/b&gt; started pilots.&lt;/p&gt;</description>
      <pubDate>Tue, 24 Nov 2026 08:30:00 GMT</pubDate>
      <guid isPermaLink="false">example-news-1234</guid>
    </item>
    <item>
      <title><![CDATA[Regulators & "agentic" AI]]></title>
      <link>https://www.example-news.com/2026/11/regulators</link>
      <content:encoded><![CDATA[<p>The <em>draft</em> guidance.</p>]]></content:encoded>
    </item>
  </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Research Lab Blog</title>
  <link href="https://lab.example.org/feed.atom" rel="self"/>
  <link href="https://lab.example.org/" rel="alternate"/>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-11-20T18:30:02Z</updated>
  <entry>
    <title type="html">Scaling &lt;i&gt;laws&lt;/i&gt; revisited</title>
    <link href="https://lab.example.org/posts/scaling" rel="alternate"/>
    <id>tag:lab.example.org,2026:posts/scaling</id>
    <published>2026-11-19T23:30:00-08:00</published>
    <updated>2026-11-20T10:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>We measured <strong>again</strong>.</p></div></content>
  </entry>
</feed>`;

const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>Feeds exported from a reader</title></head>
  <body>
    <outline text="AI" title="AI">
      <outline type="rss" text="Research Lab Blog" title="Research Lab Blog" xmlUrl="https://lab.example.org/feed.atom" htmlUrl="https://lab.example.org/"/>
      <outline type="rss" text="Tech &amp; Markets" xmlUrl="https://www.example-news.com/feed.xml"/>
    </outline>
    <outline type="rss" text="No site" xmlUrl="https://solo.example.net/rss"/>
  </body>
</opml>`;

describe('readFeedFile', () => {
  it('reads an RSS 2.0 feed: items with their link, guid, date and description as text', () => {
    const feed = readFeedFile(rss);
    expect(feed).toMatchObject({ kind: 'feed', title: 'Tech & Markets', link: 'https://www.example-news.com/' });
    if (feed.kind !== 'feed') throw new Error('expected a feed');
    expect(feed.items).toEqual([
      {
        title: 'Banks pilot AI agents in compliance',
        link: 'https://www.example-news.com/2026/11/banks-pilot-agents',
        summary: 'Three banks started pilots.',
        published: '2026-11-24T08:30:00.000Z',
        id: 'example-news-1234',
      },
      {
        title: 'Regulators & "agentic" AI',
        link: 'https://www.example-news.com/2026/11/regulators',
        summary: 'The draft guidance.',
        published: null,
        id: 'https://www.example-news.com/2026/11/regulators',
      },
    ]);
  });

  it('reads an Atom feed: the alternate link, the id, the published time and XHTML content', () => {
    const feed = readFeedFile(atom);
    expect(feed).toMatchObject({ kind: 'feed', title: 'Research Lab Blog', link: 'https://lab.example.org/' });
    if (feed.kind !== 'feed') throw new Error('expected a feed');
    expect(feed.items).toEqual([
      {
        title: 'Scaling laws revisited',
        link: 'https://lab.example.org/posts/scaling',
        summary: 'We measured again.',
        published: '2026-11-20T07:30:00.000Z',
        id: 'tag:lab.example.org,2026:posts/scaling',
      },
    ]);
  });

  it('reads an OPML list of feeds, nested in folders or not', () => {
    expect(readFeedFile(opml)).toEqual({
      kind: 'opml',
      title: 'Feeds exported from a reader',
      feeds: [
        { title: 'Research Lab Blog', feed_url: 'https://lab.example.org/feed.atom', site_url: 'https://lab.example.org/' },
        { title: 'Tech & Markets', feed_url: 'https://www.example-news.com/feed.xml', site_url: null },
        { title: 'No site', feed_url: 'https://solo.example.net/rss', site_url: null },
      ],
    });
  });

  it('refuses a file declaring its own entities before expanding any (billion laughs)', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<rss version="2.0"><channel><title>&lol3;</title></channel></rss>`;
    expect(() => readFeedFile(laughs)).toThrow(FeedFileError);
    expect(() => readFeedFile(laughs)).toThrow(/declares its own XML entities/);
  });

  it('refuses an external entity too, so no file or address is ever read', () => {
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><title>&x;</title></channel></rss>`;
    expect(() => readFeedFile(external)).toThrow(/declares its own XML entities/);
  });

  it('refuses a file over 5 MB', () => {
    const huge = `<rss><channel>${'<item><title>x</title></item>'.repeat(maxFeedFileBytes / 28 + 1)}</channel></rss>`;
    expect(() => readFeedFile(huge)).toThrow(/at most 5 MB/);
  });

  it('says so when the file is not XML, or XML of another kind', () => {
    expect(() => readFeedFile('title,link\nA,https://example.com')).toThrow(/not readable XML/);
    expect(() => readFeedFile('<rss><channel><title>open')).toThrow(/not readable XML/);
    expect(() => readFeedFile('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(/root element is <svg>/);
  });

  it('says the file is unreadable where the parser refuses it: a NUL, a prototype’s name, nesting past its limit', () => {
    const rss = (items: string) => `<rss version="2.0"><channel><title>T</title>${items}</channel></rss>`;
    expect(() => readFeedFile(rss('<item><title>a\u0000b</title></item>'))).toThrow(/not readable XML \(it holds a NUL character/);
    expect(() => readFeedFile(rss('<item><__proto__><x>1</x></__proto__></item>'))).toThrow(/not readable XML \(.*__proto__/);
    expect(() => readFeedFile(rss('<item><constructor>x</constructor></item>'))).toThrow(/not readable XML \(.*constructor/);
    const nested = rss(`<item>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}</item>`);
    expect(() => readFeedFile(nested)).toThrow(/not readable XML \(Maximum nested tags exceeded\)/);
  });

  it('keeps only web addresses as links', () => {
    const feed = readFeedFile(
      '<rss><channel><title>T</title><item><title>A</title><link>javascript:alert(1)</link><guid>g</guid></item></channel></rss>',
    );
    expect(feed.kind === 'feed' && feed.items[0]).toMatchObject({ link: null, id: 'g' });
  });
});
