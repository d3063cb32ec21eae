import { SortHeader, type SortDirection } from '../kit/SortHeader.tsx';
import type { LeadSortKey } from './leadList.ts';
import type { Lead } from './leadsApi.ts';
import { stageLabel } from './leadStages.ts';

const day = (iso: string) => iso.slice(0, 10);

/** One page of leads; a lead's name opens it. */
export function LeadTable({
  leads,
  sort,
  onSort,
  onOpen,
}: {
  leads: readonly Lead[];
  sort: { key: LeadSortKey; direction: SortDirection };
  onSort(sort: { key: LeadSortKey; direction: SortDirection }): void;
  onOpen(id: string): void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <SortHeader column="name" label="Name" sort={sort} onSort={onSort} />
            <SortHeader column="organisation" label="Organisation" sort={sort} onSort={onSort} />
            <SortHeader column="stage" label="Stage" sort={sort} onSort={onSort} />
            <SortHeader column="next_step_on" label="Next step" sort={sort} onSort={onSort} />
            <SortHeader column="created_at" label="Received" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <button type="button" className="admin-link" onClick={() => onOpen(lead.id)}>
                  {lead.name || lead.organisation}
                </button>
                {lead.is_sample && <span className="admin-badge">sample</span>}
              </td>
              <td>{lead.organisation}</td>
              <td>{stageLabel(lead.stage)}</td>
              <td>{[lead.next_step, lead.next_step_on].filter(Boolean).join(' · ')}</td>
              <td>{day(lead.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
