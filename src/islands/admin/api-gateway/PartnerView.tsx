import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import type { Credential, Partner } from '../credentials/credentialShapes.ts';
import { PartnerForm } from './PartnerForm.tsx';
import { PartnerKeys } from './PartnerKeys.tsx';
import { PartnerLeads } from './PartnerLeads.tsx';
import { deletePartner, type LinkableLead } from './partnersApi.ts';

/** One partner opened (`?partner=`): its details to edit or delete, its keys, and its leads. */
export function PartnerView({
  partner,
  partners,
  keys,
  leads,
  scopes,
  timeZone,
  onBack,
  onChanged,
}: {
  partner: Partner;
  partners: readonly Partner[];
  keys: readonly Credential[];
  leads: readonly LinkableLead[];
  scopes: Readonly<Record<string, string>>;
  timeZone: string;
  onBack(): void;
  onChanged(): void;
}) {
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    const warning = keys.length > 0 ? ` Its ${keys.length} key(s) stop working at once, and their usage is deleted with them.` : '';
    if (!window.confirm(`Delete the partner “${partner.name}”?${warning} Its leads stay, unlinked.`)) return;
    setDeleting(true);
    try {
      await deletePartner(partner.id);
      addToast({ title: `“${partner.name}” is deleted` });
      onBack();
      onChanged();
    } catch (error) {
      toastFailure('The partner was not deleted', error);
      setDeleting(false);
    }
  }
  return (
    <OpenedSection back="← All partners" onBack={onBack} title={partner.name} isSample={partner.is_sample} focusTitle>
      <div className="admin-stack">
        <PartnerForm key={partner.id} partner={partner} others={partners.filter((other) => other.id !== partner.id)} onSaved={onChanged} />
        <div className="admin-actions">
          <button type="button" className="button" disabled={deleting} onClick={() => void remove()}>
            {deleting ? 'Deleting…' : 'Delete partner'}
          </button>
        </div>
        <h3>Keys</h3>
        <PartnerKeys partner={partner.id} keys={keys} scopes={scopes} timeZone={timeZone} onChanged={onChanged} />
        <h3>Leads</h3>
        <PartnerLeads partner={partner.id} leads={leads} onChanged={onChanged} />
      </div>
    </OpenedSection>
  );
}
