import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AutosaveState, createAutosaver, freshAutosave } from './autosave.ts';
import { copyDiffers, dropCopy, type KeptCopy, keepCopy, keptCopyKey, readCopy } from './keptCopies.ts';
import { slugInUse, type PieceTable } from './piecesApi.ts';
import { slugFromTitle, slugProblem } from './slugs.ts';

export type Fields = Record<string, string>;

/** How long after the last keystroke a draft saves itself. */
const autosaveDelayMs = 800;
const slugCheckDelayMs = 300;

interface Options<Row extends { id: string; status: string }, F extends Fields> {
  kind: 'article' | 'issue';
  table: PieceTable;
  /** The field the slug follows while the owner has not written one of their own. */
  titleField: keyof F & string;
  row: Row | null;
  fieldsOf(row: Row | null): F;
  /** What is missing before the piece can be saved at all (a title); null when nothing. */
  problemOf(fields: F): string | null;
  save(id: string | null, fields: F): Promise<Row>;
  onCreated(row: Row): void;
}

/**
 * The editing of one article or issue: fields as typed, kept in this browser on every keystroke,
 * saved by themselves a moment after typing stops while the piece is an idea or a draft (a
 * scheduled or published piece changes only when a button says so), the slug following the title
 * until the owner writes their own, and checked for uniqueness as it changes.
 */
export function useDraftEditor<Row extends { id: string; status: string }, F extends Fields & { slug: string; status: string }>(
  options: Options<Row, F>,
) {
  const { kind, table, titleField, fieldsOf, problemOf, save, onCreated } = options;
  const [row, setRow] = useState(options.row);
  const [fields, setFieldsState] = useState<F>(() => fieldsOf(options.row));
  const [autosave, setAutosave] = useState<AutosaveState>(freshAutosave);
  const [slugTaken, setSlugTaken] = useState<{ slug: string; taken: boolean } | null>(null);
  const fieldsRef = useRef(fields);
  const rowRef = useRef(row);
  const takenRef = useRef(slugTaken);
  takenRef.current = slugTaken;
  const copyKey = useCallback(() => keptCopyKey(kind, rowRef.current?.id ?? null), [kind]);
  const [offer, setOffer] = useState<KeptCopy | null>(() => {
    const copy = readCopy(localStorage, keptCopyKey(kind, options.row?.id ?? null));
    return copy && copyDiffers(copy, fieldsOf(options.row)) ? copy : null;
  });

  const slugNote = useMemo(() => {
    const problem = slugProblem(fields.slug);
    if (problem) return problem;
    if (slugTaken && slugTaken.slug === fields.slug && slugTaken.taken)
      return `Another ${kind === 'article' ? 'article' : 'issue'} already uses “${fields.slug}”: choose another slug.`;
    return null;
  }, [fields.slug, slugTaken, kind]);

  const autosaver = useMemo(
    () =>
      createAutosaver({
        delayMs: autosaveDelayMs,
        timers: { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number) },
        onChange: setAutosave,
        automatic: () => ['idea', 'draft'].includes(fieldsRef.current.status),
        problem: () => {
          const current = fieldsRef.current;
          const slug = current.slug;
          const taken = takenRef.current?.slug === slug && takenRef.current.taken;
          return problemOf(current) ?? slugProblem(slug) ?? (taken ? `the slug “${slug}” is taken.` : null);
        },
        save: async () => {
          const wasNew = rowRef.current === null;
          const saved = await save(rowRef.current?.id ?? null, fieldsRef.current);
          rowRef.current = saved;
          setRow(saved);
          if (wasNew) {
            dropCopy(localStorage, keptCopyKey(kind, null));
            onCreated(saved);
          }
        },
      }),
    [kind, problemOf, save, onCreated],
  );
  useEffect(() => () => autosaver.stop(), [autosaver]);

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
