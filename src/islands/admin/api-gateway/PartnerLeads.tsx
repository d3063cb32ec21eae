import { useState } from 'react';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { SelectField } from '../kit/SelectField.tsx';
import { type LinkableLead, linkLead } from './partnersApi.ts';

const leadName = (lead: LinkableLead) => [lead.name, lead.organisation].filter(Boolean).join(', ') || lead.email;

/** The leads linked to a partner, each opening on the leads page, and a lead not linked to any partner to link. */
export function PartnerLeads({ partner, leads, onChanged }: { partner: string; leads: readonly LinkableLead[]; onChanged(): void }) {
  const linked = leads.filter((lead) => lead.partner_id === partner);
  const free = leads.filter((lead) => lead.partner_id === null);
  const [chosen, setChosen] = useState('');
  const { busy, act } = useBusyAction();
  async function link(leadId: string, to: string | null) {
    await act(to ? 'The lead was not linked' : 'The lead was not unlinked', async () => {
      await linkLead(leadId, to);
      setChosen('');
      onChanged();
    });
  }
  return (
    <div className="admin-stack">
      {linked.length === 0 ? (
        <p className="admin-muted">No lead is linked to this partner.</p>
      ) : (
        <ul className="credential-leads">
          {linked.map((lead) => (
            <li key={lead.id}>
              <a className="admin-link" href={`/enterprise-ecosystem?lead=${lead.id}`}>
                {leadName(lead)}
              </a>
              {lead.is_sample && <span className="admin-badge">sample</span>}{' '}
              <button type="button" className="button" disabled={busy} onClick={() => void link(lead.id, null)}>
                Unlink<span className="sr-only-text"> {leadName(lead)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <div className="admin-filters">
          <SelectField
            id="link-lead"
            label="Link a lead"
            value={chosen}
            options={optionsWithNone('Choose a lead', free, (lead) => lead.id, leadName)}
            onChange={setChosen}
          />
          <div className="admin-actions">
            <button type="button" className="button" disabled={busy || !chosen} onClick={() => void link(chosen, partner)}>
              Link
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
