import { occupationGroups, occupationOfTag, occupationTag } from '../../../lib/knowledge/tags.ts';
import { FormField } from '../../shared/FormField.tsx';
import type { SignalDraft } from './signalDraft.ts';

/** Free tags typed in one box, and occupational groups chosen from the 22 major groups, shown by name. */
export function TagPicker({
  id,
  draft,
  problem,
  onChange,
}: {
  id: string;
  draft: SignalDraft;
  problem: string | undefined;
  onChange(next: Partial<SignalDraft>): void;
}) {
  return (
    <div className="admin-form-grid">
      <FormField id={`${id}-tags`} label="Tags" hint="Words separated by spaces or commas, like “banking regulation”." error={problem}>
        {(control) => <input {...control} value={draft.tagText} onChange={(event) => onChange({ tagText: event.target.value })} />}
      </FormField>
      <FormField id={`${id}-group`} label="Occupational group">
        {(control) => (
          <>
            <select
              {...control}
              value=""
              onChange={(event) => {
                const tag = occupationTag(event.target.value);
                if (event.target.value && !draft.groups.includes(tag)) onChange({ groups: [...draft.groups, tag] });
              }}
            >
              <option value="">Add a group…</option>
              {occupationGroups.map((group) => (
                <option key={group.code} value={group.code} disabled={draft.groups.includes(occupationTag(group.code))}>
                  {group.name}
                </option>
              ))}
            </select>
            {draft.groups.length > 0 && (
              <ul className="signal-tags" aria-label="Occupational groups chosen">
                {draft.groups.map((tag) => (
                  <li key={tag}>
                    {occupationOfTag(tag)?.name ?? tag}{' '}
                    <button
                      type="button"
                      className="admin-link"
                      aria-label={`Remove ${occupationOfTag(tag)?.name ?? tag}`}
                      onClick={() => onChange({ groups: draft.groups.filter((chosen) => chosen !== tag) })}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </FormField>
    </div>
  );
}
