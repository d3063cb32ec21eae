import { useState, type FormEvent } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { slugFromTitle } from '../publishing/slugs.ts';
import { AudioPanel } from './AudioPanel.tsx';
import { ChaptersPanel } from './ChaptersPanel.tsx';
import { EpisodeDetails } from './EpisodeDetails.tsx';
import { checkEpisodeForm, type EpisodeForm, type EpisodeIntent, type FormField, formOf } from './episodeForm.ts';
import { type Episode, saveEpisode, slugTaken } from './episodesApi.ts';
import { PublishPanel } from './PublishPanel.tsx';
import { TranscriptPanel } from './TranscriptPanel.tsx';

const doneMessages: Record<EpisodeIntent, string> = {
  save: 'Episode saved',
  publish: 'Episode published',
  schedule: 'Episode scheduled',
  unpublish: 'Episode taken off the site',
};

/**
 * One episode: its words, audio, transcript and chapters, and its place on the site. Saving a
 * published episode, publishing or unpublishing asks for a site rebuild and follows it to "live".
 * What was typed stays when a save fails.
 */
export function EpisodeEditor({
  episode,
  timeZone,
  onSaved,
  onClose,
}: {
  episode: Episode | null;
  timeZone: string;
  onSaved(episode: Episode): void;
  onClose(): void;
}) {
  const [form, setForm] = useState<EpisodeForm>(() => formOf(episode, timeZone));
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const { status: siteStatus, publish } = usePublishToSite();
  const change = (next: Partial<EpisodeForm>) => setForm((current) => ({ ...current, ...next }));

  async function checkSlug() {
    if (!form.slug || problems.slug) return;
    try {
      if (await slugTaken(form.slug, episode?.id ?? null))
        setProblems((current) => ({ ...current, slug: 'Another episode already has this slug: choose another.' }));
    } catch {
      // The save checks again; a failed look-up here only loses the early warning.
    }
  }

  async function save(intent: EpisodeIntent) {
    setTried(true);
    setFailure('');
    const checked = checkEpisodeForm(form, intent, timeZone, Date.now());
    setProblems(checked.problems ?? {});
    if (!checked.fields) {
      setFailure('Some fields need attention: see the messages beside them.');
      return;
    }
    setSaving(true);
    try {
      if (await slugTaken(checked.fields.slug, episode?.id ?? null)) {
        setProblems({ slug: 'Another episode already has this slug: choose another.' });
        setFailure('Some fields need attention: see the messages beside them.');
        return;
      }
      const saved = await saveEpisode(episode?.id ?? null, checked.fields);
      setForm((current) => ({ ...current, status: saved.status, chapters: formOf(saved, timeZone).chapters }));
      addToast({ title: doneMessages[intent] });
      onSaved(saved);
      // The public site changes when a live episode changes, appears or goes.
      const wasLive = episode?.status === 'published';
      if (saved.status === 'published' || wasLive) void publish(`/podcast/${saved.slug}`);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save('save');
  };
  const duration = form.audio?.duration ?? null;
  return (
    <section className="card admin-stack" aria-labelledby="episode-editor-title">
      <button type="button" className="admin-link" onClick={onClose}>
        ← All episodes
      </button>
      <h2 id="episode-editor-title" className="section-title">
        {episode ? `Episode: ${episode.title}` : 'New episode'}
        {episode?.is_sample && <span className="admin-badge">sample</span>}
      </h2>
      <form className="admin-stack" onSubmit={submit} noValidate>
        <EpisodeDetails
          form={form}
          problems={problems}
          onChange={(next) => {
            if (next.title !== undefined && !form.slugTyped) next.slug = slugFromTitle(next.title);
            if (next.slug !== undefined) setProblems(({ slug: _, ...rest }) => rest);
            change(next);
          }}
          onSlugBlur={() => void checkSlug()}
        />
        <AudioPanel audio={form.audio} problem={problems.audio} onAudio={(audio) => change({ audio })} />
        <TranscriptPanel cues={form.transcript} duration={duration} onCues={(transcript) => change({ transcript })} />
        <ChaptersPanel rows={form.chapters} duration={duration} showProblems={tried} onRows={(chapters) => change({ chapters })} />
        <PublishPanel
          form={form}
          timeZone={timeZone}
          saved={episode}
          saving={saving}
          problem={problems.publishAt}
          failure={failure}
          onChange={change}
          onIntent={(intent) => void save(intent)}
        />
        <PublishStatusLine status={siteStatus} />
      </form>
    </section>
  );
}
