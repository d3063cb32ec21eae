import { useState, type FormEvent } from 'react';
import { appleCategories } from '../../../lib/publishing/appleCategories.ts';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { useToolData } from '../kit/useToolData.ts';
import { ArtworkField } from './ArtworkField.tsx';
import { FormField, FormProblem } from '../../shared/FormField.tsx';
import { loadShow, type PodcastShow, saveShow } from './showApi.ts';
import { missingForDirectories, type ShowField, showProblems } from './showChecks.ts';
import { SelectField } from '../kit/SelectField.tsx';
import { optionsWithNone } from '../kit/choiceOptions.ts';

export function ShowEditor() {
  const { state, reload } = useToolData(loadShow);
  if (state.kind === 'loading') return <ToolLoading what="the show" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  return <ShowForm show={state.data} />;
}

/** The show the feed describes: title, description, artwork, author, owner, category, language and explicit. */
function ShowForm({ show: stored }: { show: PodcastShow }) {
  const [show, setShow] = useState(stored);
  const [problems, setProblems] = useState<Partial<Record<ShowField, string>>>({});
  const [artworkBusy, setArtworkBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const { status, publish } = usePublishToSite();
  const change = (next: Partial<PodcastShow>) => setShow((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = showProblems(show);
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      setFailure('Some fields need attention: see the messages beside them.');
      return;
    }
    setSaving(true);
    try {
      setShow(await saveShow({ ...show, title: show.title.trim(), owner_email: show.owner_email.trim() }));
      addToast({ title: 'Show saved' });
      void publish('/podcast');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const missing = missingForDirectories(show);
  const text = (key: 'title' | 'author' | 'owner_name', max: number) => (props: object) => (
    <input {...props} maxLength={max} value={show[key]} onChange={(event) => change({ [key]: event.target.value })} />
  );
  return (
    <section className="card admin-stack" aria-labelledby="show-title">
      <h2 id="show-title" className="section-title">
        Show
      </h2>
      <p className="admin-muted">What podcast apps show about the podcast as a whole, and what the feed says to them.</p>
      <form className="admin-stack" onSubmit={submit} noValidate>
        <FormField id="show-title-field" label="Show title" error={problems.title}>
          {text('title', 200)}
        </FormField>
        <FormField id="show-description" label="Description" error={problems.description}>
          {(props) => (
            <textarea
              {...props}
              rows={4}
              maxLength={4000}
              value={show.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </FormField>
        <ArtworkField url={show.artwork_url} onBusy={setArtworkBusy} onUploaded={(artworkUrl) => change({ artwork_url: artworkUrl })} />
        <div className="admin-form-grid">
          <FormField id="show-author" label="Author">
            {text('author', 200)}
          </FormField>
          <FormField id="show-owner-name" label="Owner name">
            {text('owner_name', 200)}
          </FormField>
          <FormField
            id="show-owner-email"
            label="Owner email"
            error={problems.owner_email}
            hint="Podcast directories write here to confirm the show is yours."
          >
            {(props) => (
              <input
                {...props}
                type="email"
                maxLength={254}
                value={show.owner_email}
                onChange={(event) => change({ owner_email: event.target.value })}
              />
            )}
          </FormField>
          <SelectField
            id="show-category"
            label="Category"
            value={show.category}
            options={optionsWithNone('Choose a category', Object.keys(appleCategories), (name) => name)}
            problem={problems.category}
            onChange={(category) => change({ category, subcategory: '' })}
          />
          <SelectField
            id="show-subcategory"
            label="Subcategory"
            value={show.subcategory}
            options={optionsWithNone('None', appleCategories[show.category] ?? [], (name) => name)}
            disabled={!appleCategories[show.category]?.length}
            onChange={(subcategory) => change({ subcategory })}
          />
          <FormField id="show-language" label="Language" error={problems.language} hint="A language code, like en or en-GB.">
            {(props) => (
              <input
                {...props}
                maxLength={35}
                value={show.language}
                onChange={(event) => change({ language: event.target.value.trim() })}
              />
            )}
          </FormField>
        </div>
        <label className="studio-check">
          <input type="checkbox" checked={show.explicit} onChange={(event) => change({ explicit: event.target.checked })} /> Explicit
          content
        </label>
        {missing.length > 0 && <p className="admin-muted">Podcast directories also need {missing.join(', ')}.</p>}
        <FormProblem problem={failure} />
        <div className="admin-actions">
          <button type="submit" className="button button-primary" disabled={saving || artworkBusy}>
            {saving ? 'Saving…' : 'Save show'}
          </button>
        </div>
        <PublishStatusLine status={status} />
      </form>
    </section>
  );
}
