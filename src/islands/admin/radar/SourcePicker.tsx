import { FormField } from '../../shared/FormField.tsx';
import type { RadarSource } from './radarApi.ts';

/**
 * The signals or notes an entry rests on, chosen from the newest ones by title. A link to one no
 * longer listed (older, or deleted) is kept and said so, never dropped by a save.
 */
export function SourcePicker({
  id,
  label,
  sources,
  chosen,
  onChange,
}: {
  id: string;
  label: string;
  sources: readonly RadarSource[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  const listed = new Set(sources.map((source) => source.id));
  const unlisted = chosen.filter((sourceId) => !listed.has(sourceId));
  return (
    <FormField
      id={id}
      label={label}
      hint={unlisted.length > 0 ? `${unlisted.length} more linked, not among the newest listed here.` : 'Hold Ctrl or ⌘ to choose several.'}
    >
      {(control) => (
        <select
          {...control}
          multiple
          size={Math.min(6, Math.max(3, sources.length))}
          value={[...chosen]}
          onChange={(event) => onChange([...unlisted, ...Array.from(event.target.selectedOptions, (option) => option.value)])}
        >
          {sources.map((source) => (
            <option key={source.id} value={source.id}>
              {source.title}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
