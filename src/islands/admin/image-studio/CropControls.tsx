import { FormField } from '../../shared/FormField.tsx';
import type { Crop } from './imageCrop.ts';

const controls = [
  { key: 'zoom', label: 'Zoom', min: 1, max: 4, step: 0.05, shown: (value: number) => `${value.toFixed(2)}×` },
  { key: 'focusX', label: 'Left to right', min: 0, max: 1, step: 0.01, shown: (value: number) => `${Math.round(value * 100)} %` },
  { key: 'focusY', label: 'Top to bottom', min: 0, max: 1, step: 0.01, shown: (value: number) => `${Math.round(value * 100)} %` },
] as const;

/** The crop of a picture: how far it is zoomed, and which point of it stays in view. */
export function CropControls({ idPrefix, crop, onChange }: { idPrefix: string; crop: Crop; onChange(crop: Crop): void }) {
  return (
    <fieldset className="admin-stack image-studio-fieldset">
      <legend>Crop</legend>
      {controls.map((control) => (
        <FormField key={control.key} id={`${idPrefix}-${control.key}`} label={`${control.label}: ${control.shown(crop[control.key])}`}>
          {(props) => (
            <input
              {...props}
              type="range"
              min={control.min}
              max={control.max}
              step={control.step}
              value={crop[control.key]}
              onChange={(event) => onChange({ ...crop, [control.key]: Number(event.target.value) })}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
