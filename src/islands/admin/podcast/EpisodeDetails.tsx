import type { EpisodeForm, EpisodeField } from './episodeForm.ts';
import { FormField } from '../../shared/FormField.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SelectField } from '../kit/SelectField.tsx';

/** An episode's type and its explicit mark, as podcast apps read them. */
const kinds = optionsOf({ full: 'Full episode', trailer: 'Trailer', bonus: 'Bonus' });
const explicitChoices = optionsOf({ show: 'As the show says', no: 'No', yes: 'Yes' });

/** The episode's words and numbers: title, slug, summary, show notes, season, number, type and explicit. */
export function EpisodeDetails({
  form,
  problems,
  onChange,
  onSlugBlur,
}: {
  form: EpisodeForm;
  problems: Partial<Record<EpisodeField, string>>;
  onChange(next: Partial<EpisodeForm>): void;
  onSlugBlur(): void;
}) {
  const choose =
    <K extends 'episodeType' | 'explicit'>(key: K) =>
    (value: EpisodeForm[K]) =>
      onChange({ [key]: value });
  const whole = (key: 'season' | 'episodeNumber') => (props: object) => (
    <input {...props} inputMode="numeric" value={form[key]} onChange={(event) => onChange({ [key]: event.target.value })} />
  );
  return (
    <div className="admin-stack">
      <FormField id="episode-title" label="Title" error={problems.title}>
        {(props) => <input {...props} maxLength={200} value={form.title} onChange={(event) => onChange({ title: event.target.value })} />}
      </FormField>
      <FormField id="episode-slug" label="Slug" error={problems.slug} hint={`The episode’s address: /podcast/${form.slug || '…'}`}>
        {(props) => (
          <input
            {...props}
            maxLength={96}
            value={form.slug}
            onChange={(event) => onChange({ slug: event.target.value, slugTyped: true })}
            onBlur={onSlugBlur}
          />
        )}
      </FormField>
      <FormField
        id="episode-summary"
        label="Summary"
        error={problems.summary}
        hint="One or two sentences for the episode list and podcast apps."
      >
        {(props) => <textarea {...props} rows={2} value={form.summary} onChange={(event) => onChange({ summary: event.target.value })} />}
      </FormField>
      <MarkdownField
        id="episode-notes"
        label="Show notes (Markdown)"
        rows={10}
        maxLength={100_000}
        value={form.notes}
        onChange={(notes) => onChange({ notes })}
      />
      <div className="admin-form-grid">
        <FormField id="episode-season" label="Season" error={problems.season}>
          {whole('season')}
        </FormField>
        <FormField id="episode-number" label="Episode number" error={problems.episodeNumber}>
          {whole('episodeNumber')}
        </FormField>
        <SelectField id="episode-type" label="Episode type" value={form.episodeType} options={kinds} onChange={choose('episodeType')} />
        <SelectField id="episode-explicit" label="Explicit" value={form.explicit} options={explicitChoices} onChange={choose('explicit')} />
      </div>
    </div>
  );
}
