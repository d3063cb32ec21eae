import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import type { Partner } from '../credentials/credentialShapes.ts';
import { type PartnerDraft, partnerDraftOf, partnerDraftProblems, partnerFieldsOf } from './partnerDraft.ts';
import { savePartner } from './partnersApi.ts';

/** A partner organisation added, or changed when `partner` is given; what was typed stays when the save fails. */
export function PartnerForm({
  partner,
  others,
  onSaved,
  onCancel,
}: {
  partner?: Partner;
  /** The other partners, whose names this one may not take. */
  others: readonly Partner[];
  onSaved(saved: Partner): void;
  onCancel?(): void;
}) {
  const idPrefix = partner ? 'partner' : 'new-partner';
  const { setDraft, field, failure, saving, submit } = useDraftForm({
    initial: () => partnerDraftOf(partner),
    idPrefix,
    problemsOf: (typed: PartnerDraft) => partnerDraftProblems(typed, others),
    save: async (typed) => {
      const saved = await savePartner(partnerFieldsOf(typed), partner?.id);
      if (!partner) setDraft(partnerDraftOf());
      onSaved(saved);
    },
  });
  return (
    <form className="admin-stack" onSubmit={submit} noValidate aria-label={partner ? `Edit ${partner.name}` : 'New partner'}>
      <div className="admin-form-grid">
        <TextField label="Organisation" {...field('name')} />
        <TextField label="Website" type="url" {...field('website')} />
        <TextField label="Contact email" type="email" {...field('contactEmail')} />
      </div>
      <TextField label="Notes" multiline rows={2} {...field('notes')} />
      <FormSubmit
        label={partner ? 'Save partner' : 'Add partner'}
        busyLabel="Saving…"
        saving={saving}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
