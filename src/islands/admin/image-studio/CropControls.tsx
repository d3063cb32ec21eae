import { RangeField } from '../kit/RangeField.tsx';
import type { Crop } from './imageCrop.ts';

const controls = [
  { key: 'zoom', label: 'Zoom', range: [1, 4, 0.05], shown: (value: number) => `${value.toFixed(2)}×` },
  { key: 'focusX', label: 'Left to right', range: [0, 1, 0.01], shown: (value: number) => `${Math.round(value * 100)} %` },
  { key: 'focusY', label: 'Top to bottom', range: [0, 1, 0.01], shown: (value: number) => `${Math.round(value * 100)} %` },
] as const;

/** The crop of a picture: how far it is zoomed, and which point of it stays in view. */
export function CropControls({ idPrefix, crop, onChange }: { idPrefix: string; crop: Crop; onChange(crop: Crop): void }) {
  return (
    <fieldset className="admin-stack image-studio-fieldset">
      <legend>Crop</legend>
      {controls.map((control) => (
        <RangeField
          key={control.key}
          id={`${idPrefix}-${control.key}`}
          label={`${control.label}: ${control.shown(crop[control.key])}`}
          range={control.range}
          value={crop[control.key]}
          onChange={(value) => onChange({ ...crop, [control.key]: value })}
        />
      ))}
    </fieldset>
  );
}
