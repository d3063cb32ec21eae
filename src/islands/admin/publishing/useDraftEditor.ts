import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { copyDiffers, dropCopy, type KeptCopy, keepCopy, keptCopyKey, readCopy } from './keptCopies.ts';
import type { PieceKind } from './pieceKinds.ts';
import { pieceProblem } from './pieceFields.ts';
import { slugInUse } from './piecesApi.ts';
import type { PublishingView } from './publishingView.ts';
import { slugFromTitle, slugProblem } from './slugs.ts';
import { useAutosaver } from '../kit/useAutosaver.ts';

export type Fields = Record<string, string>;

const slugCheckDelayMs = 300;

interface Options<Row> {
  row: Row | null;
  timeZone: string;
  onOpen(view: PublishingView, replace?: boolean): void;
}

/**
 * The editing of one article or issue: fields as typed, kept in this browser on every keystroke,
 * saved by themselves a moment after typing stops while the piece is an idea or a draft (a
 * scheduled or published piece changes only when a button says so), the slug following the title
 * until the owner writes their own, and checked for uniqueness as it changes. A new piece, once
 * saved, is opened by its address.
 */
export function useDraftEditor<
  Row extends { id: string; status: string },
  F extends Fields & { slug: string; status: string; publish_local: string },
>(piece: PieceKind<Row, F>, options: Options<Row>) {
  const { kind, table, titleField } = piece;
  const { timeZone, onOpen } = options;
  const [row, setRow] = useState(options.row);
  const [fields, setFieldsState] = useState<F>(() => piece.fieldsOf(options.row, timeZone));
  const [slugTaken, setSlugTaken] = useState<{ slug: string; taken: boolean } | null>(null);
  const fieldsRef = useRef(fields);
  const rowRef = useRef(row);
  const takenRef = useRef(slugTaken);
  takenRef.current = slugTaken;
  const copyKey = useCallback(() => keptCopyKey(kind, rowRef.current?.id ?? null), [kind]);
  const [offer, setOffer] = useState<KeptCopy | null>(() => {
    const copy = readCopy(localStorage, keptCopyKey(kind, options.row?.id ?? null));
    return copy && copyDiffers(copy, piece.fieldsOf(options.row, timeZone)) ? copy : null;
  });

  const slugNote = useMemo(() => {
    const problem = slugProblem(fields.slug);
    if (problem) return problem;
    if (slugTaken && slugTaken.slug === fields.slug && slugTaken.taken)
      return `Another ${kind === 'article' ? 'article' : 'issue'} already uses “${fields.slug}”: choose another slug.`;
    return null;
  }, [fields.slug, slugTaken, kind]);

  const { autosave, autosaver } = useAutosaver({
    automatic: () => ['idea', 'draft'].includes(fieldsRef.current.status),
    problem: () => {
      const current = fieldsRef.current;
      const slug = current.slug;
      const taken = takenRef.current?.slug === slug && takenRef.current.taken;
      return pieceProblem(current, titleField, timeZone) ?? slugProblem(slug) ?? (taken ? `the slug “${slug}” is taken.` : null);
    },
    save: async () => {
      const wasNew = rowRef.current === null;
      const saved = await piece.save(rowRef.current?.id ?? null, fieldsRef.current, timeZone);
      rowRef.current = saved;
      setRow(saved);
      if (wasNew) {
        dropCopy(localStorage, keptCopyKey(kind, null));
        onOpen({ kind, id: saved.id }, true);
      }
    },
  });

  // What was typed stays in this browser until the server has all of it.
  useEffect(() => {
    if (autosave.edits === 0) return;
    if (autosave.edits === autosave.savedEdits) dropCopy(localStorage, copyKey());
    else keepCopy(localStorage, copyKey(), fieldsRef.current, new Date());
  });

  useEffect(() => {
    const slug = fields.slug;
    if (slugProblem(slug)) return;
    let current = true;
    const timer = setTimeout(() => {
      slugInUse(table, slug, rowRef.current?.id ?? null).then(
        (taken) => current && setSlugTaken({ slug, taken }),
        () => current && setSlugTaken(null),
      );
    }, slugCheckDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [fields.slug, table]);

  const change = useCallback(
    (next: F) => {
      fieldsRef.current = next;
      setFieldsState(next);
      autosaver.edited();
    },
    [autosaver],
  );

  /** Sets a field; a title change moves the slug with it while the slug is still the title's. */
  const setField = useCallback(
    (name: keyof F & string, value: string) => {
      const current = fieldsRef.current;
      const next: F = { ...current, [name]: value };
      const neverPublished = rowRef.current?.status !== 'published';
      if (name === titleField && neverPublished && current.slug === slugFromTitle(current[titleField] ?? ''))
        next.slug = slugFromTitle(value);
      change(next);
    },
    [change, titleField],
  );

  /** Saves now with these fields changed (a status, a date): true when all of it is saved. */
  const commit = useCallback(
    (changes: Partial<F> = {}) => {
      change({ ...fieldsRef.current, ...changes });
      return autosaver.saveNow();
    },
    [change, autosaver],
  );

  const restoreOffer = useCallback(() => {
    if (offer) change({ ...fieldsRef.current, ...offer.fields });
    setOffer(null);
  }, [offer, change]);
  const discardOffer = useCallback(() => {
    dropCopy(localStorage, copyKey());
    setOffer(null);
  }, [copyKey]);

  return { row, fields, setField, commit, autosave, slugNote, offer, restoreOffer, discardOffer };
}
