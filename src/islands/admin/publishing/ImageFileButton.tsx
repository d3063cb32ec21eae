import { fileTaker } from '../kit/FileField.tsx';

/** A button that picks an image to upload: the file input hides inside its label, so the button is what is seen and reached. */
export function ImageFileButton({ label, busy, onFile }: { label: string; busy: boolean; onFile(file: File): void }) {
  return (
    <label className="button editor-file-button">
      {label}
      <input
        type="file"
        className="sr-only-text"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={busy}
        onChange={fileTaker(onFile)}
      />
    </label>
  );
}
