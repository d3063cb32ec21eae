import { useId, useState } from 'react';
import type { DayRange } from '../../../lib/ownerDays.ts';
import { type RangeChoice, rangePresets, rangeProblem } from './ranges.ts';

interface RangePickerProps {
  choice: RangeChoice;
  range: DayRange;
  timeZone: string;
  onChange(choice: RangeChoice, custom?: DayRange): void;
}

/** Today, the last 7, 30 or 90 days, or any range of days, all in the owner's time zone. */
export function RangePicker({ choice, range, timeZone, onChange }: RangePickerProps) {
  const id = useId();
  const [custom, setCustom] = useState<DayRange>(range);
  const [problem, setProblem] = useState<string | null>(null);
  const applyCustom = () => {
    const problem = rangeProblem(custom);
    setProblem(problem);
    if (!problem) onChange('custom', custom);
  };
  return (
    <fieldset className="range-picker">
      <legend>Date range (days in {timeZone})</legend>
      <div className="admin-actions">
        {rangePresets.map((preset) => (
          <button
            key={preset.choice}
            type="button"
            className={`button${choice === preset.choice ? ' button-primary' : ''}`}
            aria-pressed={choice === preset.choice}
            onClick={() => onChange(preset.choice)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <form
        className="admin-actions"
        onSubmit={(event) => {
          event.preventDefault();
          applyCustom();
        }}
      >
        <label htmlFor={`${id}-from`}>First day</label>
        <input id={`${id}-from`} type="date" value={custom.from} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
        <label htmlFor={`${id}-to`}>Last day</label>
        <input id={`${id}-to`} type="date" value={custom.to} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
        <button type="submit" className={`button${choice === 'custom' ? ' button-primary' : ''}`}>
          Show these days
        </button>
      </form>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
