/**
 * Published content written to attack readers: each form a stored script, an event handler, a
 * frame or a script URL takes in raw HTML, and a check that finds any of them in built HTML as a
 * browser would read it. Used by the sanitiser's tests, the newsletter mail's and the publishing
 * browser test.
 */
import { type AnyNode, type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** Every element of the HTML, or of these nodes, at any depth. */
export const elements = (html: string | AnyNode[]): Element[] => {
  const all: Element[] = [];
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      all.push(node);
      visit(node.children);
    }
  };
  visit(typeof html === 'string' ? parseDocument(html).children : html);
  return all;
};

// A button is not among them: outside a form it does nothing by itself (a page draws one to load an embed).
const forbiddenElements = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'style',
  'svg',
  'math',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
]);
const urlAttributes = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'cite', 'poster', 'data', 'background']);
const keptDataImage = /^data:image\/(png|jpeg|gif|webp|avif);base64,/;

/** Everything in the HTML that could run code or load another document, as a browser reads it. */
export function hazards(html: string | AnyNode[]): string[] {
  return elements(html).flatMap((element) => {
    const found = forbiddenElements.has(element.name) ? [`<${element.name}>`] : [];
    if (element.name === 'input' && (element.attribs.type !== 'checkbox' || element.attribs.disabled === undefined))
      found.push('an enabled input');
    for (const [name, value] of Object.entries(element.attribs)) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`${name}=`);
      // As a browser reads a URL: without the spaces, tabs and line breaks around or inside its scheme.
      const url = [...value]
        .filter((char) => char > ' ')
        .join('')
        .toLowerCase();
      if (urlAttributes.has(name) && /^(javascript|vbscript):/.test(url)) found.push(`${name}=${url}`);
      if (urlAttributes.has(name) && url.startsWith('data:') && !(element.name === 'img' && name === 'src' && keptDataImage.test(url)))
        found.push(`${name}=${url}`);
      if (name === 'id' && /[A-Z]/.test(value)) found.push(`id=${value}`);
    }
    return found;
  });
}

/** [what, HTML as published Markdown may hold it, text that must remain] */
export const injectedForms: [string, string, string?][] = [
  ['a script', "<p>Before</p><script>alert('x')</script><p>After</p>", 'After'],
  ['a script in mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['a script with typographic quotes', '<script>alert(‘x’)</script>'],
  ['a script inside <svg>', '<svg><script>alert(1)</script><circle r="4"/></svg><p>kept</p>', 'kept'],
  ['an <svg> event handler', '<svg onload="alert(1)"><a xlink:href="javascript:alert(2)"><text>t</text></a></svg>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an iframe from elsewhere', '<iframe src="https://evil.example/embed/x"></iframe>'],
  ['an iframe named like YouTube', '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>'],
  ['onerror on an image', '<img src="x" onerror="alert(1)" alt="a chart">'],
  [
    'event handlers on any element',
    '<p onclick="alert(1)" onmouseover="alert(2)">Hover</p><details open ontoggle="alert(3)"><summary>s</summary></details>',
    'Hover',
  ],
  ['a javascript: link', '<a href="javascript:alert(1)">link</a>', 'link'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript&#x3A;alert(1)">x</a><a href="&#x6A;&#x61;vascript:alert(2)">y</a>'],
  ['a javascript: link split by a tab or led by spaces', '<a href="java&#x09;script:alert(1)">x</a><a href="  javascript:alert(2)">y</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
  [
    'a data: image that is not an image',
    '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x"><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="y">',
  ],
  ['a srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x" alt="x">'],
  [
    'a form and its controls',
    '<form action="javascript:alert(1)"><input name="q" autofocus onfocus="alert(1)"><button formaction="javascript:alert(2)">Go</button></form>',
  ],
  ['styles', '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">styled</p>', 'styled'],
  ['objects and embeds', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(2)">'],
  [
    'base, meta and link',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css">',
  ],
  [
    'a script in a template or noscript',
    '<template><script>alert(1)</script></template><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  ],
  [
    'a MathML and style mutation',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['a script in a comment', '<!-- --><script>alert(1)</script><!-- -->'],
  ['an id that shadows a global', '<div id="dataLayer">d</div><h2 id="gtag">Heading</h2>', 'Heading'],
];
