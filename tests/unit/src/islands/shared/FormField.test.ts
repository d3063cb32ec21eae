import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type FieldControl, FormField, FormProblem } from '../../../../../src/islands/shared/FormField.tsx';

const input = (control: FieldControl) => createElement('input', control);
const field = (more: { hint?: string; error?: string }) =>
  // biome-ignore lint/correctness/noChildrenProp: a render function is FormField's child, and createElement types it as a prop.
  renderToStaticMarkup(createElement(FormField, { id: 'email', label: 'Email', ...more, children: input }));

describe('FormField', () => {
  it('labels its control, and gives it the hint and the error as its description, marked invalid while the error stands', () => {
    expect(field({ hint: 'The address you signed up with.', error: 'Enter a valid email address.' })).toBe(
      '<div class="form-field"><label for="email">Email</label>' +
        '<p id="email-hint" class="form-hint">The address you signed up with.</p>' +
        '<p id="email-error" class="form-error">Enter a valid email address.</p>' +
        '<input id="email" aria-invalid="true" aria-describedby="email-hint email-error"/></div>',
    );
  });

  it('gives a control with nothing to say no description and no invalid mark', () => {
    expect(field({})).toBe('<div class="form-field"><label for="email">Email</label><input id="email"/></div>');
    expect(field({ hint: 'Optional.' })).toContain('<input id="email" aria-describedby="email-hint"/>');
  });
});

describe('FormProblem', () => {
  it('announces a form’s failure, and is nothing without one', () => {
    expect(renderToStaticMarkup(createElement(FormProblem, { problem: 'Could not save: offline.' }))).toBe(
      '<p class="form-error" role="alert">Could not save: offline.</p>',
    );
    expect(renderToStaticMarkup(createElement(FormProblem, { problem: '' }))).toBe('');
  });
});
