import { useEffect, useMemo, useRef, useState } from 'react';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { imagePresetNames, imagePresets, type ImagePresetName } from '../../../../functions/_shared/images/imagePresets.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { FileField } from '../kit/FileField.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { brandTemplates, type TemplateName, templateNames } from '../../../../functions/_shared/images/brandTemplates.ts';
import { CropControls } from './CropControls.tsx';
import { encodeImage } from './encodeImage.ts';
import { type Crop, wholePicture } from './imageCrop.ts';
import { fetchPicture, pictureTypes, readPicture } from './pictureFiles.ts';
import { keepImage, type StudioImage } from './studioApi.ts';
import { type Composition, useComposer } from './useComposer.ts';

type Design = TemplateName | 'upload';
type PhotoChoice = 'none' | 'owner' | 'upload';

const designOptions = [
  ...templateNames.map((name) => ({ value: name as Design, label: brandTemplates[name].label })),
  { value: 'upload' as Design, label: 'An uploaded image, cropped to size' },
];
const presetOptions = imagePresetNames.map((name) => {
  const { label, width, height } = imagePresets[name];
  return { value: name, label: `${label}, ${width} × ${height}` };
});

/**
 * The template composer, drawn in this browser on a canvas with the brand's fonts: a template with
 * its text, a background seeded from the headline and an optional photo, or an uploaded image
 * cropped and resized to a preset. Keep puts it in the history with everything it was made from.
 */
export function Composer({
  ownerName,
  ownerPhotoUrl,
  onKept,
}: {
  ownerName: string;
  ownerPhotoUrl: string | null;
  onKept(image: StudioImage): void;
}) {
  const [design, setDesign] = useState<Design>('article-card');
  const [preset, setPreset] = useState<ImagePresetName>('share-card');
  const [headline, setHeadline] = useState('');
  const [byline, setByline] = useState('');
  const [photoChoice, setPhotoChoice] = useState<PhotoChoice>('none');
  const [upload, setUpload] = useState<{ picture: ImageBitmap; name: string } | null>(null);
  const [ownerPhoto, setOwnerPhoto] = useState<ImageBitmap | null>(null);
  const [crop, setCrop] = useState<Crop>(wholePicture);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, act } = useBusyAction();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (photoChoice !== 'owner' || ownerPhoto || !ownerPhotoUrl) return;
    fetchPicture(ownerPhotoUrl).then(setOwnerPhoto, (error: Error) => setProblem(error.message));
  }, [photoChoice, ownerPhoto, ownerPhotoUrl]);

  const chooseDesign = (next: Design) => {
    setDesign(next);
    if (next !== 'upload') setPreset(brandTemplates[next].preset);
  };
  const takeFile = (file: File) =>
    readPicture(file).then(
      (picture) => {
        setUpload({ picture, name: file.name });
        setProblem(null);
      },
      (error: Error) => setProblem(error.message),
    );

  const photo = photoChoice === 'owner' ? ownerPhoto : photoChoice === 'upload' ? (upload?.picture ?? null) : null;
  const composition = useMemo<Composition>(
    () =>
      design === 'upload'
        ? { kind: 'upload', preset, picture: upload ? { picture: upload.picture, crop } : null }
        : {
            kind: 'template',
            template: design,
            preset,
            text: { headline, byline, ownerName },
            photo: photo ? { picture: photo, crop } : null,
          },
    [design, preset, upload, crop, headline, byline, ownerName, photo],
  );
  const drawn = useComposer(canvas, composition);
  const needsHeadline = design !== 'upload' && !headline.trim();

  const keep = async () => {
    const drawnCanvas = canvas.current;
    if (!drawnCanvas) return;
    await act('The image was not kept', async () => {
      const { width, height } = imagePresets[preset];
      const { blob, type } = await encodeImage(drawnCanvas, preset === 'podcast-cover');
      const inputs =
        design === 'upload' ? { preset, file: upload?.name ?? '', ...crop } : { preset, headline, byline, photo: photoChoice, ...crop };
      const template = design === 'upload' ? null : design;
      onKept(await keepImage({ blob, type, width, height, source: design === 'upload' ? 'upload' : 'template', template, inputs }));
    });
  };

  const template = design === 'upload' ? null : brandTemplates[design];
  return (
    <ToolSection title="Compose from a template">
      <div className="image-studio-layout">
        <div className="admin-stack">
          <SelectField id="studio-design" label="Design" value={design} options={designOptions} onChange={chooseDesign} />
          <SelectField<ImagePresetName> id="studio-preset" label="Size" value={preset} options={presetOptions} onChange={setPreset} />
          {template && (
            <>
              <TextField id="studio-headline" label={template.headline} value={headline} onChange={setHeadline} maxLength={200} />
              <TextField id="studio-byline" label={template.byline} value={byline} onChange={setByline} maxLength={200} />
              <SelectField<PhotoChoice>
                id="studio-photo"
                label="Photo"
                value={photoChoice}
                options={[
                  { value: 'none', label: 'None' },
                  ...(ownerPhotoUrl ? [{ value: 'owner' as const, label: 'The owner’s photo (About)' }] : []),
                  { value: 'upload', label: 'An uploaded image' },
                ]}
                onChange={setPhotoChoice}
              />
            </>
          )}
          {(design === 'upload' || photoChoice === 'upload') && (
            <FileField id="studio-upload" label="Image" accept={pictureTypes.join(',')} onFile={(file) => void takeFile(file)} />
          )}
          {(design === 'upload' ? upload : photo) && <CropControls idPrefix="studio-crop" crop={crop} onChange={setCrop} />}
          <FormProblem problem={problem ?? drawn.problem} />
          <div className="admin-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || !drawn.ready || needsHeadline}
              onClick={() => void keep()}
            >
              {busy ? 'Keeping…' : 'Keep in history'}
            </button>
          </div>
        </div>
        <canvas ref={canvas} className="image-studio-preview" role="img" aria-label="Preview of the image being composed" />
      </div>
    </ToolSection>
  );
}
