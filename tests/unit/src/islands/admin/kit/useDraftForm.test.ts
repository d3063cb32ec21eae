import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { fieldsOf } from '../../../../../../src/islands/admin/kit/draftField.ts';
import { TextField } from '../../../../../../src/islands/admin/kit/EditorFields.tsx';
import { useDraftForm } from '../../../../../../src/islands/admin/kit/useDraftForm.ts';

const drawn: { id: string; value: string; problem: string | undefined }[] = [];

function NotesForm() {
  const { field } = useDraftForm({
    initial: { title: 'Call back', notes: 'Tuesday' },
    idPrefix: 'task',
    problemsOf: () => ({}),
    save: async () => {},
  });
  drawn.push(field('notes'));
  return createElement(TextField, { label: 'Notes', ...field('notes') });
}

it("gives a field the id a problem focuses and the draft's value", () => {
  const html = renderToStaticMarkup(createElement(NotesForm));
  expect(drawn[0]).toMatchObject({ id: 'task-notes', value: 'Tuesday', problem: undefined });
  expect(html).toContain('for="task-notes"');
  expect(html).toContain('value="Tuesday"');
});

it('changes the key of its field alone, and says the problem of that key', () => {
  const changes: [string, string][] = [];
  const field = fieldsOf('note', { title: 'Q3', tags: '' }, (key, value) => changes.push([key, value]), { tags: 'Too many tags.' });
  field('title').onChange('Q4');
  expect(changes).toEqual([['title', 'Q4']]);
  expect(field('tags')).toMatchObject({ id: 'note-tags', value: '', problem: 'Too many tags.' });
  expect(field('title').problem).toBeUndefined();
});
