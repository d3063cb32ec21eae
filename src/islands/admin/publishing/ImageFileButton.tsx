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
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
