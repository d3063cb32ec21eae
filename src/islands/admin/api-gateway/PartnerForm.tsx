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
  const { draft, setDraft, change, problems, failure, saving, submit } = useDraftForm({
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
        <TextField
          id={`${idPrefix}-name`}
          label="Organisation"
          value={draft.name}
          onChange={(name) => change({ name })}
          problem={problems.name}
        />
        <TextField
          id={`${idPrefix}-website`}
          label="Website"
          type="url"
          value={draft.website}
          onChange={(website) => change({ website })}
          problem={problems.website}
        />
        <TextField
          id={`${idPrefix}-contactEmail`}
          label="Contact email"
          type="email"
          value={draft.contactEmail}
          onChange={(contactEmail) => change({ contactEmail })}
          problem={problems.contactEmail}
        />
      </div>
      <TextField
        id={`${idPrefix}-notes`}
        label="Notes"
        multiline
        rows={2}
        value={draft.notes}
        onChange={(notes) => change({ notes })}
        problem={problems.notes}
      />
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
