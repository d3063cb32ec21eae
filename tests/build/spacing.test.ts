import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, builtPages } from './support/dist.ts';
import { gluedWords } from './support/gluedWords.ts';

beforeAll(assertBuilt);

describe('the built pages', () => {
  it('keep a space between words and the links and emphasis beside them', async () => {
    const glued: string[] = [];
    for (const { path, html } of await builtPages()) {
      for (const place of gluedWords(html)) glued.push(`${path}: …${place}…`);
    }
    expect(glued).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a word run into a link on either side, and passes spaced text, punctuation and code', () => {
    expect(gluedWords('<p>write to<a href="/x">us</a>or call</p>')).toHaveLength(2);
    expect(gluedWords('<p>Suri,<cite>Work</cite></p>')).toHaveLength(1);
    expect(gluedWords('<p>write to <a href="/x">us</a>, or (<em>see</em>) <strong>this</strong>.</p>')).toEqual([]);
    expect(gluedWords('<script>a<b</script><pre>x<code>y</code>z</pre><!-- a<a -->')).toEqual([]);
  });

  it('reads the page as it renders: nested elements, entities, blocks and alternatives', () => {
    // The two places the issue names, as the built pages had them.
    expect(gluedWords('<p>Or write to<a href="mailto:hello@example.com">hello@example.com</a>.</p>')).toEqual([
      'Or write to|hello@example.com|.',
    ]);
    expect(gluedWords('<li>Siddharth Suri,<a href="https://arxiv.org"><cite>Working with AI</cite></a>, 2025</li>')).toHaveLength(1);
    expect(gluedWords('<p>a<span>b</span>c</p>')).toHaveLength(2);
    expect(gluedWords('<li><a href="/c"><cite>Index</cite></a>,Cisco, 2023.</li>')).toEqual(['||Index||,Cisco, 2023.']);
    expect(gluedWords('<li><a href="/c"><cite>Index</cite></a>, Cisco, 1,000.</li>')).toEqual([]);
    expect(gluedWords('<p>see<span class="x"><em>this</em></span></p>')).toHaveLength(1);
    expect(gluedWords('<p>Tom &amp;<a href="/j">Jerry</a></p><p>one</p><p>two</p><div>a<br>b</div>')).toEqual([]);
    expect(gluedWords('<li><a data-when="signed-in">Assessments</a><a data-when="signed-out">Assessments</a></li>')).toEqual([]);
    expect(gluedWords('<p>Name<input name="n"><button>Send</button>now</p><svg><text>a</text></svg>b')).toEqual([]);
  });
});
