import { useRef, useState } from 'react';
import { FormField, FormProblem } from '../../shared/FormField.tsx';
import { altFromFileName, uploadPublicImage } from './imageUpload.ts';
import { ImageFileButton } from './ImageFileButton.tsx';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { imageMarkdown, insertAtSelection } from './markdownText.ts';

/**
 * A Markdown text with its live preview beside it (below it on a phone), and "Insert image":
 * the image goes to storage and its Markdown is put where the cursor was, its description
 * selected so the owner can write a better one at once.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  imageFolder,
  rows = 18,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  imageFolder?: 'articles' | 'brand';
  rows?: number;
  maxLength: number;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [upload, setUpload] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });

  async function insertImage(file: File): Promise<void> {
    const textarea = area.current;
    if (!textarea) return;
    const { selectionStart, selectionEnd } = textarea;
    setUpload({ busy: true, problem: '' });
    try {
      const alt = altFromFileName(file.name);
      const url = await uploadPublicImage(file, imageFolder ?? 'articles');
      const next = insertAtSelection(textarea.value, selectionStart, selectionEnd, imageMarkdown(alt, url));
      onChange(next.text);
      setUpload({ busy: false, problem: '' });
      requestAnimationFrame(() => {
        textarea.focus();
        const altStart = selectionStart + 2;
        textarea.setSelectionRange(altStart, altStart + alt.length);
      });
    } catch (error) {
      setUpload({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <div className="editor-markdown">
      <FormField id={id} label={label}>
        {(control) => (
          <>
            <textarea
              {...control}
              ref={area}
              rows={rows}
              maxLength={maxLength}
              value={value}
              spellCheck
              onChange={(event) => onChange(event.target.value)}
            />
            {imageFolder && (
              <div className="admin-actions">
                <ImageFileButton
                  label={upload.busy ? 'Uploading the image…' : 'Insert image'}
                  busy={upload.busy}
                  onFile={(file) => void insertImage(file)}
                />
                <FormProblem problem={upload.problem} />
              </div>
            )}
          </>
        )}
      </FormField>
      <MarkdownPreview text={value} label={`Preview of ${label.replace(/ \(Markdown\)$/, '').toLowerCase()}`} />
    </div>
  );
}
