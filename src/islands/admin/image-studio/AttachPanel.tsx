import { useState } from 'react';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { pageShowing, piecesFor, placeLabels, showArtworkProblem } from './attachPlaces.ts';
import { madeFrom, usedIn } from './historyList.ts';
import { type AttachTarget, attachImage, type Piece, type StudioImage } from './studioApi.ts';

interface AttachPanelProps {
  image: StudioImage;
  address: string | undefined;
  pieces: { articles: Piece[]; episodes: Piece[] };
  onBack(): void;
  onAttached(): void;
}

/** One image of the history: what made it, and the one step that uses it, with its alt text, then rebuilds the page that shows it. */
export function AttachPanel({ image, address, pieces, onBack, onAttached }: AttachPanelProps) {
  const [alt, setAlt] = useState(image.alt);
  const [place, setPlace] = useState<AttachTarget>(image.width === image.height ? 'show' : 'article-share');
  const [pieceId, setPieceId] = useState('');
  const [problem, setProblem] = useState<{ alt?: string; piece?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const site = usePublishToSite();
  const choices = piecesFor(place, pieces);
  const piece = choices?.find((entry) => entry.id === pieceId) ?? null;
  const placeProblem = place === 'show' ? showArtworkProblem(image) : null;

  const use = async () => {
    const problems = {
      alt: alt.trim() ? undefined : 'Write the alt text first: it is what a screen reader says instead of the image.',
      piece: choices && !piece ? `Choose the ${place === 'episode' ? 'episode' : 'article'}.` : undefined,
    };
    setProblem(problems);
    if (problems.alt || problems.piece || placeProblem) return;
    setBusy(true);
    try {
      await attachImage(image, place, piece?.id ?? null, alt.trim());
      const where = `${placeLabels[place]}${piece ? `: “${piece.title}”` : ''}`;
      const page = pageShowing(place, piece);
      setPlaced(
        page ? `Now ${where.charAt(0).toLowerCase()}${where.slice(1)}.` : `Attached to ${where}; it shows once that piece is published.`,
      );
      onAttached();
      if (page) await site.publish(page);
    } catch (error) {
      setProblem({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <OpenedSection back="← All images" onBack={onBack} title={madeFrom(image)} isSample={image.is_sample} focusTitle>
      <div className="image-studio-layout">
        <div className="admin-stack">
          <p className="admin-muted">
            {image.width} × {image.height}, {image.mime_type.replace('image/', '').toUpperCase()}, {Math.ceil(image.bytes / 1024)} KB
            {image.model && `, drawn by ${image.model}`}. {usedIn(image) ? `Used in: ${usedIn(image)}.` : 'Not used yet.'}
          </p>
          <TextField
            id="studio-alt"
            label="Alt text"
            hint="Required: what the image shows, for those who cannot see it."
            value={alt}
            onChange={setAlt}
            maxLength={300}
            problem={problem.alt}
          />
          <SelectField
            id="studio-place"
            label="Use it as"
            value={place}
            options={(Object.keys(placeLabels) as AttachTarget[]).map((value) => ({ value, label: placeLabels[value] }))}
            onChange={(next) => {
              setPlace(next);
              setPieceId('');
            }}
            problem={placeProblem}
          />
          {choices && (
            <SelectField
              id="studio-piece"
              label={place === 'episode' ? 'Episode' : 'Article'}
              value={pieceId}
              options={optionsWithNone(
                'Choose…',
                choices,
                (entry) => entry.id,
                (entry) => `${entry.title} (${entry.status})`,
              )}
              onChange={setPieceId}
              problem={problem.piece}
            />
          )}
          <FormProblem problem={problem.form} />
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void use()}>
              {busy ? 'Using it…' : 'Use it'}
            </button>
          </div>
          {placed && <p role="status">{placed}</p>}
          <PublishStatusLine status={site.status} />
        </div>
        {address && <img className="image-studio-preview" src={address} alt={image.alt || 'The image, not yet described'} />}
      </div>
    </OpenedSection>
  );
}
