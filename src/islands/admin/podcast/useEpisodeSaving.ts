import { useCallback, useRef, useState } from 'react';
import { chapterRows } from '../../../lib/publishing/chapters.ts';
import { useAutosaver } from '../kit/useAutosaver.ts';
import { checkEpisodeForm, type EpisodeForm, type EpisodeIntent, type EpisodeField } from './episodeForm.ts';
import { type Episode, saveEpisode, slugTaken } from './episodesApi.ts';

/** How long after the last change an idea or a draft saves itself. */
const autosaveDelayMs = 1200;
const slugTakenMessage = 'Another episode already has this slug: choose another.';

/**
 * The episode's form and its saving. An idea or a draft saves itself a moment after each change
 * (with the article editor's autosaver); a scheduled or published episode changes only when a
 * button says so. Every save, by itself or by a button, runs one at a time through the same
 * autosaver, so a new episode is never added twice. What was typed stays when a save fails.
 */
export function useEpisodeSaving(options: {
  episode: Episode | null;
  form: EpisodeForm;
  timeZone: string;
  onSaved(episode: Episode): void;
}) {
  const { timeZone, onSaved } = options;
  const [form, setForm] = useState(options.form);
  const [problems, setProblems] = useState<Partial<Record<EpisodeField, string>>>({});
  const formRef = useRef(form);
  const rowRef = useRef(options.episode);
  const intentRef = useRef<EpisodeIntent>('save');
  const savedRef = useRef<{ before: Episode | null; after: Episode } | null>(null);

  const { autosave, autosaver } = useAutosaver({
    delayMs: autosaveDelayMs,
    automatic: () => intentRef.current === 'save' && ['idea', 'draft'].includes(formRef.current.status),
    problem: () => {
      const checked = checkEpisodeForm(formRef.current, intentRef.current, timeZone, Date.now());
      return checked.problems ? `${Object.values(checked.problems)[0]}` : null;
    },
    save: async () => {
      const checked = checkEpisodeForm(formRef.current, intentRef.current, timeZone, Date.now());
      if (!checked.fields) throw new Error('some fields need attention.');
      const before = rowRef.current;
      if (await slugTaken(checked.fields.slug, before?.id ?? null)) {
        setProblems((current) => ({ ...current, slug: slugTakenMessage }));
        throw new Error(slugTakenMessage);
      }
      const after = await saveEpisode(before?.id ?? null, checked.fields);
      rowRef.current = after;
      savedRef.current = { before, after };
      // The status is the database's now (a publish sets it).
      formRef.current = { ...formRef.current, status: after.status };
      setForm(formRef.current);
      onSaved(after);
    },
  });

  const change = useCallback(
    (next: Partial<EpisodeForm>) => {
      formRef.current = { ...formRef.current, ...next };
      setForm(formRef.current);
      if (next.slug !== undefined) setProblems(({ slug: _, ...rest }) => rest);
      autosaver.edited();
    },
    [autosaver],
  );

  /** Checks the form for `intent` and saves it now; answers the episode before and after, or why it was not saved. */
  const saveFor = useCallback(
    async (intent: EpisodeIntent): Promise<{ before: Episode | null; after: Episode } | { failure: string }> => {
      const checked = checkEpisodeForm(formRef.current, intent, timeZone, Date.now());
      setProblems(checked.problems ?? {});
      if (!checked.fields) return { failure: 'Some fields need attention: see the messages beside them.' };
      // What waits to save itself goes first, as a draft; then the button's save, as an edit saved at once.
      await autosaver.saveNow();
      intentRef.current = intent;
      savedRef.current = null;
      try {
        autosaver.edited();
        await autosaver.saveNow();
        const saved = savedRef.current as { before: Episode | null; after: Episode } | null;
        if (!saved) return { failure: autosaver.state().failure ?? 'The episode could not be saved.' };
        // A button's save shows the chapters in their stored order; a save by itself leaves rows being typed where they are.
        formRef.current = { ...formRef.current, chapters: chapterRows(saved.after.chapters) };
        setForm(formRef.current);
        return saved;
      } finally {
        intentRef.current = 'save';
      }
    },
    [autosaver, timeZone],
  );

  const checkSlug = useCallback(async () => {
    const slug = formRef.current.slug;
    try {
      if (slug && (await slugTaken(slug, rowRef.current?.id ?? null))) setProblems((current) => ({ ...current, slug: slugTakenMessage }));
    } catch {
      // Every save checks again; a failed look-up here only loses the early warning.
    }
  }, []);

  return { form, change, autosave, problems, saveFor, checkSlug };
}
