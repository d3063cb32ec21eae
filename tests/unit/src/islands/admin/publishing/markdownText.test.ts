import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertAtSelection } from '../../../../../../src/islands/admin/publishing/markdownText.ts';

describe('inserting an image into the text', () => {
  it('puts the Markdown at the cursor, or in place of the selection, and says where the cursor goes', () => {
    expect(insertAtSelection('Before after', 7, 7, 'X ')).toEqual({ text: 'Before X after', cursor: 9 });
    expect(insertAtSelection('Replace this', 8, 12, 'that')).toEqual({ text: 'Replace that', cursor: 12 });
    expect(insertAtSelection('', 5, 9, 'img')).toEqual({ text: 'img', cursor: 3 });
  });

  it('writes image Markdown that brackets and spaces cannot break', () => {
    expect(imageMarkdown('A [chart]', 'https://x.test/a b.png')).toBe('![A chart](https://x.test/a%20b.png)');
  });
});
