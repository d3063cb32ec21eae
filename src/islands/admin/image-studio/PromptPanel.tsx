import { useState } from 'react';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { imagePresetNames, imagePresets, type ImagePresetName } from '../../../../functions/_shared/images/imagePresets.ts';
import { TextField } from '../kit/EditorFields.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { generateImage, type StudioImage } from './studioApi.ts';

const presetOptions = imagePresetNames.map((name) => ({ value: name, label: imagePresets[name].label }));

interface PromptPanelProps {
  model: { configured: boolean; label: string | null };
  dailyCalls: number;
  onKept(image: StudioImage): void;
}

/** An image from a prompt by the configured model, or, with none, what to set and what works without it. */
export function PromptPanel({ model, dailyCalls, onKept }: PromptPanelProps) {
  const [prompt, setPrompt] = useState('');
  const [preset, setPreset] = useState<ImagePresetName>('share-card');
  const { busy, act } = useBusyAction();

  if (!model.configured) {
    return (
      <ToolSection title="Generate from a prompt">
        <p className="admin-muted">
          No image model is configured, so the template composer draws the images: brand templates and your own pictures, made in this
          browser. To generate from a prompt, set <code>AI_IMAGE_PROVIDER</code> (<code>openai</code> or <code>openai-compatible</code>),{' '}
          <code>AI_IMAGE_MODEL</code>, and <code>AI_IMAGE_API_KEY</code> or <code>AI_IMAGE_BASE_URL</code> on the server.
        </p>
      </ToolSection>
    );
  }

  const generate = async () => {
    await act('No image was generated', async () => {
      onKept(await generateImage(prompt.trim(), preset));
      setPrompt('');
    });
  };

  return (
    <ToolSection title="Generate from a prompt">
      <p className="admin-muted">
        Drawn by {model.label}. Each image is one of your {dailyCalls} AI calls a day, and is kept in the history with its prompt, ready to
        use.
      </p>
      <TextField id="studio-prompt" label="Prompt" value={prompt} onChange={setPrompt} multiline rows={3} maxLength={4000} />
      <SelectField<ImagePresetName> id="studio-prompt-preset" label="Shape" value={preset} options={presetOptions} onChange={setPreset} />
      <div className="admin-actions">
        <button type="button" className="button button-primary" disabled={busy || !prompt.trim()} onClick={() => void generate()}>
          {busy ? 'Generating…' : 'Generate'}
        </button>
      </div>
    </ToolSection>
  );
}
