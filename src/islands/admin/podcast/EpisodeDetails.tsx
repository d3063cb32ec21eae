import type { EpisodeForm, FormField } from './episodeForm.ts';
import { Field } from './Field.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';

/** The episode's words and numbers: title, slug, summary, show notes, season, number, type and explicit. */
export function EpisodeDetails({
  form,
  problems,
  onChange,
  onSlugBlur,
}: {
  form: EpisodeForm;
  problems: Partial<Record<FormField, string>>;
  onChange(next: Partial<EpisodeForm>): void;
  onSlugBlur(): void;
}) {
  return (
    <div className="admin-stack">
      <Field id="episode-title" label="Title" problem={problems.title}>
        {(props) => <input {...props} maxLength={200} value={form.title} onChange={(event) => onChange({ title: event.target.value })} />}
      </Field>
      <Field id="episode-slug" label="Slug" problem={problems.slug} hint={`The episode’s address: /podcast/${form.slug || '…'}`}>
        {(props) => (
          <input
            {...props}
            maxLength={96}
            value={form.slug}
            onChange={(event) => onChange({ slug: event.target.value, slugTyped: true })}
            onBlur={onSlugBlur}
          />
        )}
      </Field>
      <Field
        id="episode-summary"
        label="Summary"
        problem={problems.summary}
        hint="One or two sentences for the episode list and podcast apps."
      >
        {(props) => <textarea {...props} rows={2} value={form.summary} onChange={(event) => onChange({ summary: event.target.value })} />}
      </Field>
      <MarkdownField
        id="episode-notes"
        label="Show notes (Markdown)"
        rows={10}
        maxLength={100_000}
        value={form.notes}
        onChange={(notes) => onChange({ notes })}
      />
      <div className="admin-form-grid">
        <Field id="episode-season" label="Season" problem={problems.season}>
          {(props) => (
            <input {...props} inputMode="numeric" value={form.season} onChange={(event) => onChange({ season: event.target.value })} />
          )}
        </Field>
        <Field id="episode-number" label="Episode number" problem={problems.episodeNumber}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={form.episodeNumber}
              onChange={(event) => onChange({ episodeNumber: event.target.value })}
            />
          )}
        </Field>
        <Field id="episode-type" label="Episode type">
          {(props) => (
            <select
              {...props}
              value={form.episodeType}
              onChange={(event) => onChange({ episodeType: event.target.value as EpisodeForm['episodeType'] })}
            >
              <option value="full">Full episode</option>
              <option value="trailer">Trailer</option>
              <option value="bonus">Bonus</option>
            </select>
          )}
        </Field>
        <Field id="episode-explicit" label="Explicit">
          {(props) => (
            <select
              {...props}
              value={form.explicit}
              onChange={(event) => onChange({ explicit: event.target.value as EpisodeForm['explicit'] })}
            >
              <option value="show">As the show says</option>
              <option value="no">No</option>
              <option value="yes">Yes</option>
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
