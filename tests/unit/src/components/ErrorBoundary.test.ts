import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, inErrorBoundary, RenderFailure, renderFailureMessage } from '../../../../src/components/ErrorBoundary.tsx';

describe('the render error boundary', () => {
  it('asks the reader to refresh or try again later, as an alert', () => {
    expect(renderFailureMessage).toBe('Something went wrong. Please refresh the page or try again later.');
    expect(renderToStaticMarkup(createElement(RenderFailure))).toBe(`<p role="alert" class="card">${renderFailureMessage}</p>`);
  });

  it('draws its island while nothing failed, and switches to the message after a render error', () => {
    expect(renderToStaticMarkup(createElement(ErrorBoundary, null, createElement('p', null, 'Island')))).toBe('<p>Island</p>');
    expect(renderToStaticMarkup(inErrorBoundary(createElement('p', null, 'Island')))).toBe('<p>Island</p>');
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });
});
