import { useState, type FormEvent } from 'react';
import { randomUuid } from '../../../lib/randomUuid.ts';
import { appleCategories, isAppleCategory } from '../../../lib/publishing/appleCategories.ts';
import { artworkPath, artworkProblem, artworkTypes } from '../../../lib/publishing/showArtwork.ts';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { useToolData } from '../kit/useToolData.ts';
import { Field } from './EpisodeDetails.tsx';
import { uploadPublicFile } from './episodesApi.ts';
import { loadShow, type PodcastShow, saveShow } from './showApi.ts';

type ShowField = 'title' | 'description' | 'owner_email' | 'language' | 'category';

/** What is wrong with the show as typed; the database checks lengths and the address again. */
export function showProblems(show: PodcastShow): Partial<Record<ShowField, string>> {
  const problems: Partial<Record<ShowField, string>> = {};
  if (show.title.length > 200) problems.title = 'Keep the title within 200 characters.';
  if (show.description.length > 4000) problems.description = 'Keep the description within 4,000 characters.';
  if (show.owner_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(show.owner_email))
    problems.owner_email = 'Enter an address like name@example.com, or leave it empty.';
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(show.language)) problems.language = 'Enter a language code like en, de or en-GB.';
  if (show.category && !isAppleCategory(show.category, show.subcategory)) problems.category = 'Choose a subcategory of this category.';
  return problems;
}

/** What podcast directories require of a show and it lacks yet, in the owner's words. */
const missingForDirectories = (show: PodcastShow) =>
  [
    !show.title && 'a title',
    !show.description && 'a description',
    !show.artwork_url && 'artwork',
    !show.category && 'a category',
    !show.owner_email && "the owner's email",
  ].filter(Boolean);

function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return createImageBitmap(file).then(
    (bitmap) => {
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    },
    () => null,
  );
}

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
  const [artwork, setArtwork] = useState<{ kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const { status, publish } = usePublishToSite();
  const change = (next: Partial<PodcastShow>) => setShow((current) => ({ ...current, ...next }));

  async function takeArtwork(file: File) {
    const early = artworkProblem({ name: file.name, type: file.type, bytes: file.size }, null);
    const size = early ? null : await imageSize(file);
    const problem =
      early ??
      (size
        ? artworkProblem({ name: file.name, type: file.type, bytes: file.size }, size)
        : `“${file.name}” could not be read as an image.`);
    if (problem) {
      setArtwork({ kind: 'failed', message: problem });
      return;
    }
    setArtwork({ kind: 'uploading', name: file.name });
    try {
      const { url } = await uploadPublicFile('public-images', artworkPath(randomUuid(), file.name), file, file.type);
      change({ artwork_url: url });
      setArtwork({ kind: 'idle' });
    } catch (error) {
      setArtwork({ kind: 'failed', message: (error as Error).message });
    }
  }

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
        <Field id="show-title-field" label="Show title" problem={problems.title}>
          {text('title', 200)}
        </Field>
        <Field id="show-description" label="Description" problem={problems.description}>
          {(props) => (
            <textarea
              {...props}
              rows={4}
              maxLength={4000}
              value={show.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </Field>
        <fieldset className="admin-stack studio-fieldset">
          <legend>Artwork</legend>
          {show.artwork_url ? (
            <img className="studio-artwork" src={show.artwork_url} alt="The show’s current artwork" width={160} height={160} />
          ) : (
            <p className="admin-muted">No artwork yet.</p>
          )}
          <Field
            id="show-artwork"
            label="Artwork"
            hint="A square JPEG or PNG from 1400 × 1400 to 3000 × 3000 pixels, as Apple Podcasts asks."
          >
            {(props) => (
              <input
                {...props}
                type="file"
                accept={artworkTypes.join(',')}
                disabled={artwork.kind === 'uploading'}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void takeArtwork(file);
                }}
              />
            )}
          </Field>
          {artwork.kind === 'uploading' && <p role="status">Uploading “{artwork.name}”…</p>}
          {artwork.kind === 'failed' && (
            <p className="form-error" role="alert">
              {artwork.message}
            </p>
          )}
        </fieldset>
        <div className="admin-form-grid">
          <Field id="show-author" label="Author">
            {text('author', 200)}
          </Field>
          <Field id="show-owner-name" label="Owner name">
            {text('owner_name', 200)}
          </Field>
          <Field
            id="show-owner-email"
            label="Owner email"
            problem={problems.owner_email}
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
          </Field>
          <Field id="show-category" label="Category" problem={problems.category}>
            {(props) => (
              <select {...props} value={show.category} onChange={(event) => change({ category: event.target.value, subcategory: '' })}>
                <option value="">Choose a category</option>
                {Object.keys(appleCategories).map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id="show-subcategory" label="Subcategory">
            {(props) => (
              <select
                {...props}
                value={show.subcategory}
                disabled={!appleCategories[show.category]?.length}
                onChange={(event) => change({ subcategory: event.target.value })}
              >
                <option value="">None</option>
                {(appleCategories[show.category] ?? []).map((subcategory) => (
                  <option key={subcategory}>{subcategory}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id="show-language" label="Language" problem={problems.language} hint="A language code, like en or en-GB.">
            {(props) => (
              <input
                {...props}
                maxLength={35}
                value={show.language}
                onChange={(event) => change({ language: event.target.value.trim() })}
              />
            )}
          </Field>
        </div>
        <label className="studio-check">
          <input type="checkbox" checked={show.explicit} onChange={(event) => change({ explicit: event.target.checked })} /> Explicit
          content
        </label>
        {missing.length > 0 && <p className="admin-muted">Podcast directories also need {missing.join(', ')}.</p>}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-actions">
          <button type="submit" className="button button-primary" disabled={saving || artwork.kind === 'uploading'}>
            {saving ? 'Saving…' : 'Save show'}
          </button>
        </div>
        <PublishStatusLine status={status} />
      </form>
    </section>
  );
}
