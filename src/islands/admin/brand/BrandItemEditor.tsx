import { type FormEvent, useEffect, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { slugFromTitle, slugProblem } from '../publishing/slugs.ts';
import { brandSlugInUse, deleteBrandRow, saveBrandRow } from './brandApi.ts';
import type { BrandTable } from './brandFields.ts';
import { type BrandRow, changeOf, type FormText, formOf, formProblems, pageToRebuild } from './brandValues.ts';
import { BrandField } from './BrandField.tsx';
import { ItemPreview } from './ItemPreview.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { OpenedSection } from '../kit/OpenedSection.tsx';

/**
 * One brand item: its fields, a preview, Save (which rebuilds the public pages when readers see
 * the change, saying when they are live) and Delete. What was typed stays when a save fails.
 */
export function BrandItemEditor({ spec, row, onDone }: { spec: BrandTable; row: BrandRow | null; onDone(changed: boolean): void }) {
  const [saved, setSaved] = useState(row);
  const [form, setForm] = useState<FormText>(() => formOf(spec, row));
  const [shown, setShown] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ busy: boolean; problem: string; confirmDelete: boolean }>({
    busy: false,
    problem: '',
    confirmDelete: false,
  });
  const [slugTaken, setSlugTaken] = useState('');
  const { status, publish } = usePublishToSite();
  const hasSlug = spec.fields.some((field) => field.kind === 'slug');
  const idPrefix = spec.table.replace(/_/g, '-');

  useEffect(() => {
    const slug = form.slug ?? '';
    if (!hasSlug || slugProblem(slug)) return setSlugTaken('');
    let current = true;
    const timer = setTimeout(() => {
      brandSlugInUse(spec, slug, saved?.id ?? null).then(
        (taken) => current && setSlugTaken(taken ? `Another ${spec.noun} already uses “${slug}”: choose another slug.` : ''),
        () => current && setSlugTaken(''),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [form.slug, hasSlug, spec, saved?.id]);

  function change(changes: FormText): void {
    const next = { ...form, ...changes };
    const title = changes[spec.titleField];
    if (hasSlug && title !== undefined && saved?.published !== true && (form.slug ?? '') === slugFromTitle(form[spec.titleField] ?? ''))
      next.slug = slugFromTitle(title);
    setForm(next);
    if (Object.keys(shown).length > 0) setShown(formProblems(spec, next));
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const problems = formProblems(spec, form);
    if (slugTaken) problems.slug = slugTaken;
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      setState({ ...state, problem: 'Check the fields marked above.' });
      return;
    }
    setState({ ...state, busy: true, problem: '' });
    try {
      const after = await saveBrandRow(spec, saved?.id ?? null, changeOf(spec, form));
      const page = pageToRebuild(spec, saved, after);
      setSaved(after);
      setState({ busy: false, problem: '', confirmDelete: false });
      addToast({ title: `${spec.noun[0]?.toUpperCase()}${spec.noun.slice(1)} saved` });
      if (page) await publish(page);
    } catch (error) {
      setState({ ...state, busy: false, problem: (error as Error).message });
    }
  }

  async function remove(): Promise<void> {
    if (!saved) return onDone(false);
    setState({ ...state, busy: true, problem: '' });
    try {
      await deleteBrandRow(spec, saved.id);
      if (saved.published === true) void publish(pageToRebuild(spec, saved, saved) ?? '/public');
      onDone(true);
    } catch (error) {
      setState({ busy: false, problem: (error as Error).message, confirmDelete: false });
    }
  }

  const title = saved ? String(saved[spec.titleField] ?? '') : `New ${spec.noun}`;
  return (
    <OpenedSection back={`← All ${spec.plural}`} onBack={() => onDone(saved !== row)} title={title} isSample={saved?.is_sample ?? false}>
      <form className="admin-stack" onSubmit={(event) => void submit(event)} noValidate>
        {spec.fields.map((field) => (
          <BrandField
            key={field.name}
            idPrefix={idPrefix}
            field={field}
            form={form}
            problem={shown[field.name] ?? (field.kind === 'slug' ? slugTaken || undefined : undefined)}
            onChange={change}
          />
        ))}
        {!spec.fields.some((field) => field.kind === 'markdown') && <ItemPreview spec={spec} form={form} />}
        <FormSubmit label="Save" saving={state.busy} failure={state.problem}>
          {saved && !state.confirmDelete && (
            <button type="button" className="button" onClick={() => setState({ ...state, confirmDelete: true })}>
              Delete
            </button>
          )}
          {state.confirmDelete && (
            <>
              <span>Delete “{title}” for good?</span>
              <button type="button" className="button" disabled={state.busy} onClick={() => void remove()}>
                Yes, delete it
              </button>
              <button type="button" className="button" onClick={() => setState({ ...state, confirmDelete: false })}>
                Keep it
              </button>
            </>
          )}
        </FormSubmit>
      </form>
      <PublishStatusLine status={status} />
    </OpenedSection>
  );
}
