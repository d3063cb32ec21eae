import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { itemProblems } from './roadmapBoard.ts';

interface ItemDraft {
  title: string;
  details: string;
}

interface RoadmapItemFormProps {
  /** Prefixes the fields' ids: one form adds, each card being edited has its own. */
  idPrefix: string;
  heading: string;
  initial: ItemDraft;
  submitLabel: string;
  onSubmit(draft: ItemDraft): Promise<void>;
  onCancel?(): void;
}

/** A roadmap item's title and details, checked before they are sent; what was typed stays when saving fails. */
export function RoadmapItemForm({ idPrefix, heading, initial, submitLabel, onSubmit, onCancel }: RoadmapItemFormProps) {
  const { setDraft, field, failure, saving, submit } = useDraftForm({
    initial,
    idPrefix,
    problemsOf: itemProblems,
    save: async (typed) => {
      await onSubmit({ title: typed.title.trim(), details: typed.details });
      if (!onCancel) setDraft({ title: '', details: '' });
    },
  });
  return (
    <form className="roadmap-form" onSubmit={submit} noValidate aria-label={heading}>
      <TextField label="Title" {...field('title')} />
      <TextField label="Details" multiline rows={2} {...field('details')} />
      <FormSubmit label={submitLabel} saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
