import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PublishStatusLine } from '../../../../../../src/islands/admin/kit/PublishStatusLine.tsx';

it('says a piece the build could not render was left out, why, and that the rest of the site is live', () => {
  const html = renderToStaticMarkup(
    createElement(PublishStatusLine, {
      status: { phase: 'left-out', path: '/articles/broken', title: 'Broken', reason: 'The renderer failed on line 3.' },
    }),
  );
  expect(html).toContain('role="alert"');
  expect(html).toContain(
    'Left out of the site: “Broken” could not be rendered (The renderer failed on line 3.). The rest of the site is live',
  );
});
