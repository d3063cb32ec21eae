import { useCallback, useEffect, useRef, useState } from 'react';
import { useAutosaver } from '../kit/useAutosaver.ts';
import { copyDiffers, dropCopy, type KeptCopy, keepCopy, keptCopyKey, readCopy } from '../publishing/keptCopies.ts';
import { type Brief, type BriefStatus, saveBrief } from './briefsApi.ts';

export interface BriefText {
  title: string;
  body_md: string;
}

const textOf = (brief: Brief): BriefText => ({ title: brief.title, body_md: brief.body_md });

/**
 * The title and text of one brief as typed: kept in this browser on every keystroke until the
 * server has them, saved by themselves a moment after typing stops while the brief is a draft. A
 * save that fails keeps every typed character and says why; a final brief is not edited at all.
 */
export function useBriefText(brief: Brief) {
  const [row, setRow] = useState(brief);
  const [text, setText] = useState<BriefText>(() => textOf(brief));
  const textRef = useRef(text);
  const rowRef = useRef(row);
  rowRef.current = row;
  const copyKey = keptCopyKey('brief', brief.id);
  const [offer, setOffer] = useState<KeptCopy | null>(() => {
    const copy = readCopy(localStorage, copyKey);
    return copy && copyDiffers(copy, { ...textOf(brief) }) ? copy : null;
  });

  const { autosave, autosaver } = useAutosaver({
    automatic: () => rowRef.current.status === 'draft',
    problem: () => (textRef.current.title.trim() ? null : 'enter a title.'),
    save: async () => {
      const saved = await saveBrief(brief.id, { ...textRef.current });
      rowRef.current = saved;
      setRow(saved);
    },
  });

  useEffect(() => {
    if (autosave.edits === 0) return;
    if (autosave.edits === autosave.savedEdits) dropCopy(localStorage, copyKey);
    else keepCopy(localStorage, copyKey, { ...textRef.current }, new Date());
  });

  const change = useCallback(
    (next: Partial<BriefText>) => {
      textRef.current = { ...textRef.current, ...next };
      setText(textRef.current);
      autosaver.edited();
    },
    [autosaver],
  );

  /** Saves what is typed, then the status: a brief is marked final only with all of its text stored. */
  const setStatus = useCallback(
    async (status: BriefStatus): Promise<void> => {
      if (!(await autosaver.saveNow())) throw new Error('The brief’s text is not saved yet, so its status was not changed.');
      const saved = await saveBrief(brief.id, { status });
      rowRef.current = saved;
      setRow(saved);
    },
    [autosaver, brief.id],
  );

  const restoreOffer = useCallback(() => {
    if (offer) change({ title: offer.fields.title ?? textRef.current.title, body_md: offer.fields.body_md ?? textRef.current.body_md });
    setOffer(null);
  }, [offer, change]);
  const discardOffer = useCallback(() => {
    dropCopy(localStorage, copyKey);
    setOffer(null);
  }, [copyKey]);

  return { row, text, change, autosave, setStatus, saveNow: autosaver.saveNow, offer, restoreOffer, discardOffer };
}
