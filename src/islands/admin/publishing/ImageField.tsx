import { useState } from 'react';
import { FormField, FormProblem } from '../../shared/FormField.tsx';
import { ImageFileButton } from './ImageFileButton.tsx';
import { uploadPublicImage } from './imageUpload.ts';

/** An image for a piece (a cover, a photo): uploaded to storage, shown, described, or removed. */
export function ImageField({
  id,
  label,
  url,
  alt,
  folder,
  onChange,
}: {
  id: string;
  label: string;
  url: string;
  alt: string;
  folder: 'articles' | 'brand';
  onChange(url: string, alt: string): void;
}) {
  const [upload, setUpload] = useState({ busy: false, problem: '' });

  async function choose(file: File): Promise<void> {
    setUpload({ busy: true, problem: '' });
    try {
      onChange(await uploadPublicImage(file, folder), alt);
      setUpload({ busy: false, problem: '' });
    } catch (error) {
      setUpload({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <fieldset className="editor-image">
      <legend>{label}</legend>
      {url && <img src={url} alt={alt} className="editor-image-thumb" />}
      <div className="admin-actions">
        <ImageFileButton
          label={upload.busy ? 'Uploading…' : url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          busy={upload.busy}
          onFile={(file) => void choose(file)}
        />
        {url && (
          <button type="button" className="button" onClick={() => onChange('', '')}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      <FormProblem problem={upload.problem} />
      <FormField id={`${id}-alt`} label={`${label} description`}>
        {(control) => <input {...control} value={alt} maxLength={300} onChange={(event) => onChange(url, event.target.value)} />}
      </FormField>
    </fieldset>
  );
}
