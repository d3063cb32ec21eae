import { useState } from 'react';
import { artworkPath, artworkProblem, artworkTypes } from '../../../lib/publishing/showArtwork.ts';
import { randomUuid } from '../../../lib/randomUuid.ts';
import { uploadPublicFile } from './episodesApi.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { FileField } from '../kit/FileField.tsx';

function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return createImageBitmap(file).then(
    (bitmap) => {
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    },
    () => null,
  );
}

/**
 * The show's artwork: the image is checked in the browser (type, size, and its pixels, as Apple
 * Podcasts asks) before it is uploaded to the public images; a refused or failed one keeps the
 * artwork the show had and says why.
 */
export function ArtworkField({
  url,
  onBusy,
  onUploaded,
}: {
  url: string | null;
  onBusy(busy: boolean): void;
  onUploaded(url: string): void;
}) {
  const [artwork, setArtwork] = useState<{ kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  async function takeArtwork(file: File) {
    const early = artworkProblem({ name: file.name, type: file.type, bytes: file.size }, null);
    const size = early ? null : await imageSize(file);
    const problem =
      early ??
      (size
        ? artworkProblem({ name: file.name, type: file.type, bytes: file.size }, size)
        : `“${file.name}” could not be read as an image.`);
    if (problem) {
      setArtwork({ kind: 'failed', message: problem });
      return;
    }
    setArtwork({ kind: 'uploading', name: file.name });
    onBusy(true);
    try {
      const uploaded = await uploadPublicFile('public-images', artworkPath(randomUuid(), file.name), file, file.type);
      onUploaded(uploaded.url);
      setArtwork({ kind: 'idle' });
    } catch (error) {
      setArtwork({ kind: 'failed', message: (error as Error).message });
    } finally {
      onBusy(false);
    }
  }

  return (
    <fieldset className="admin-stack studio-fieldset">
      <legend>Artwork</legend>
      {url ? (
        <img className="studio-artwork" src={url} alt="The show’s current artwork" width={160} height={160} />
      ) : (
        <p className="admin-muted">No artwork yet.</p>
      )}
      <FileField
        id="show-artwork"
        label="Artwork"
        hint="A square JPEG or PNG from 1400 × 1400 to 3000 × 3000 pixels, as Apple Podcasts asks."
        accept={artworkTypes.join(',')}
        disabled={artwork.kind === 'uploading'}
        onFile={(file) => void takeArtwork(file)}
      />
      {artwork.kind === 'uploading' && <p role="status">Uploading “{artwork.name}”…</p>}
      <FormProblem problem={artwork.kind === 'failed' ? artwork.message : null} />
    </fieldset>
  );
}
