import { FormField, FormProblem } from '../../shared/FormField.tsx';
import type { EpisodeForm, EpisodeIntent } from './episodeForm.ts';
import type { Episode } from './episodesApi.ts';
import { statusLabel } from './episodeStatuses.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SelectField } from '../kit/SelectField.tsx';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/**
 * Where the episode stands and what can be done: save (an idea or a draft stays one), publish now,
 * schedule for a time on the owner's clock, or take it off the site. Publishing needs the audio,
 * which is said before trying: the database refuses it too.
 */
export function PublishPanel({
  form,
  saved,
  timeZone,
  saving,
  problem,
  failure,
  onChange,
  onIntent,
}: {
  form: EpisodeForm;
  saved: Episode | null;
  timeZone: string;
  saving: boolean;
  problem: string | undefined;
  failure: string;
  onChange(next: Partial<EpisodeForm>): void;
  onIntent(intent: EpisodeIntent): void;
}) {
  const live = form.status === 'published' || form.status === 'scheduled';
  return (
    <fieldset className="admin-stack studio-fieldset">
      <legend>Publishing</legend>
      <p>
        Status: <strong>{statusLabel(form.status)}</strong>
        {saved?.status === 'published' && saved.published_at && ` since ${when(saved.published_at, timeZone)}`}
        {saved?.status === 'scheduled' && saved.publish_at && ` for ${when(saved.publish_at, timeZone)} (${timeZone})`}
      </p>
      {!live && (
        <SelectField
          id="episode-status"
          label="Status"
          value={form.status}
          options={optionsOf({ idea: 'Idea', draft: 'Draft' })}
          onChange={(status) => onChange({ status })}
        />
      )}
      <FormField
        id="episode-publish-at"
        label={`Publish at (${timeZone})`}
        error={problem}
        hint="For Schedule: the episode goes live at this time."
      >
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            value={form.publishAt}
            onChange={(event) => onChange({ publishAt: event.target.value })}
          />
        )}
      </FormField>
      {!form.audio && !live && <p className="admin-muted">Add the audio before publishing: an episode cannot be published without it.</p>}
      <FormProblem problem={failure} />
      <div className="admin-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        {form.status !== 'published' && (
          <button type="button" className="button button-primary" disabled={saving} onClick={() => onIntent('publish')}>
            Publish
          </button>
        )}
        {form.status !== 'published' && (
          <button type="button" className="button" disabled={saving} onClick={() => onIntent('schedule')}>
            Schedule
          </button>
        )}
        {live && (
          <button type="button" className="button" disabled={saving} onClick={() => onIntent('unpublish')}>
            Unpublish
          </button>
        )}
      </div>
    </fieldset>
  );
}
