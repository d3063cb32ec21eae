import { type FormEvent, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { SaveLine } from '../publishing/EditorParts.tsx';
import { slugFromTitle } from '../publishing/slugs.ts';
import { AudioPanel } from './AudioPanel.tsx';
import { ChaptersPanel } from './ChaptersPanel.tsx';
import { EpisodeDetails } from './EpisodeDetails.tsx';
import { type EpisodeIntent, formOf } from './episodeForm.ts';
import type { Episode } from './episodesApi.ts';
import { PublishPanel } from './PublishPanel.tsx';
import { TranscriptPanel } from './TranscriptPanel.tsx';
import { useEpisodeSaving } from './useEpisodeSaving.ts';
import { OpenedSection } from '../kit/OpenedSection.tsx';

const doneMessages: Record<EpisodeIntent, string> = {
  save: 'Episode saved',
  publish: 'Episode published',
  schedule: 'Episode scheduled',
  unpublish: 'Episode taken off the site',
};

/**
 * One episode: its words, audio, transcript and chapters, and its place on the site. An idea or a
 * draft saves itself as it changes; saving a published episode, publishing or unpublishing asks
 * for a site rebuild and follows it to "live". What was typed stays when a save fails.
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
  const [initial] = useState(() => formOf(episode, timeZone));
  const { form, change, autosave, problems, saveFor, checkSlug } = useEpisodeSaving({ episode, form: initial, timeZone, onSaved });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const { status: siteStatus, publish } = usePublishToSite();

  async function act(intent: EpisodeIntent) {
    setTried(true);
    setFailure('');
    setSaving(true);
    try {
      const saved = await saveFor(intent);
      if ('failure' in saved) {
        setFailure(saved.failure);
        return;
      }
      addToast({ title: doneMessages[intent] });
      // The public site changes when a live episode changes, appears or goes.
      if (saved.after.status === 'published' || saved.before?.status === 'published') void publish(`/podcast/${saved.after.slug}`);
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act('save');
  };
  const duration = form.audio?.duration ?? null;
  return (
    <OpenedSection
      back="← All episodes"
      onBack={onClose}
      title={episode ? `Episode: ${episode.title}` : 'New episode'}
      isSample={episode?.is_sample ?? false}
      className="card admin-stack"
    >
      <form className="admin-stack" onSubmit={submit} noValidate>
        <EpisodeDetails
          form={form}
          problems={problems}
          onChange={(next) => {
            if (next.title !== undefined && !form.slugTyped) next.slug = slugFromTitle(next.title);
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
          onIntent={(intent) => void act(intent)}
        />
        <SaveLine state={autosave} />
        <PublishStatusLine status={siteStatus} />
      </form>
    </OpenedSection>
  );
}
