import { describe, expect, it } from 'vitest';
import { pagePassages } from '../../../integrations/pagePassages.ts';

const page = (main: string) => `<html><body><header><h2 id="site">Site header</h2></header><main>${main}</main></body></html>`;
const sentence = (words: number) => `${Array.from({ length: words }, (_, index) => `word${index}`).join(' ')}.`;

describe('the passages of a built page', () => {
  it('cuts the main content at headings with an id, links each to its heading, and keeps headings without one inside', () => {
    const passages = pagePassages(
      '/advisory',
      page(
        '<h1>Advisory</h1><p>Strategy and AI adoption advisory for leadership teams of every size.</p>' +
          '<section><h2 id="offer">What I offer</h2><h3>Opportunity review</h3><p>A short look at where AI could make a difference.</p></section>',
      ),
    );
    expect(passages).toEqual([
      {
        title: 'Advisory',
        page_title: 'Advisory',
        url: '/advisory',
        text: 'Strategy and AI adoption advisory for leadership teams of every size.',
      },
      {
        title: 'What I offer',
        page_title: 'Advisory',
        url: '/advisory#offer',
        text: 'Opportunity review. A short look at where AI could make a difference.',
      },
    ]);
  });

  it('leaves out what is not read as content: navigation, forms, buttons, tables, licences, hidden parts and one audience’s alternatives', () => {
    const [passage] = pagePassages(
      '/kit',
      page(
        '<h1>Kit</h1><nav><a href="/">Home</a></nav><p>The part a reader reads, which is long enough to be a passage.</p>' +
          '<form><label>Email</label><button>Send</button></form><table><tr><td>42</td></tr></table><pre>MIT License</pre>' +
          '<p hidden>Admin Access Required</p><a data-when="signed-out" href="/auth">Sign in</a><p aria-hidden="true">decoration</p>',
      ),
    );
    expect(passage?.text).toBe('The part a reader reads, which is long enough to be a passage.');
  });

  it('puts a space where two elements touch between a sentence or word and a capital, and none elsewhere', () => {
    const [passage] = pagePassages(
      '/hub',
      page(
        '<h1>Hub</h1><p><cite>Cisco, 2023.</cite>The six dimensions. <a href="/a">Take the assessment</a><a href="/b">Help for your team</a> and <strong>bold</strong>, then more.</p>',
      ),
    );
    expect(passage?.text).toBe('Cisco, 2023. The six dimensions. Take the assessment Help for your team and bold, then more.');
  });

  it('splits a long section between blocks, each part under the same link, and drops scraps too short to answer from', () => {
    const passages = pagePassages(
      '/kit',
      page(`<h1>Kit</h1><h2 id="long">Long</h2>${`<p>${sentence(60)}</p>`.repeat(4)}<h2 id="tiny">Tiny</h2><p>Too short.</p>`),
    );
    expect(passages.map((passage) => passage.url)).toEqual(['/kit#long', '/kit#long']);
    expect(passages.every((passage) => passage.text.length <= 1200)).toBe(true);
  });

  it('refuses a page without <main>, naming it', () => {
    expect(() => pagePassages('/broken', '<html><body><p>No main.</p></body></html>')).toThrow('/broken: the page has no <main>');
  });
});
