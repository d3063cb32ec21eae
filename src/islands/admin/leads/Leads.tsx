import { useCallback, useMemo, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { AddLeadForm } from './AddLeadForm.tsx';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadTable } from './LeadTable.tsx';
import { leadsCsv, visibleLeads, type LeadFilter, type LeadSortKey } from './leadList.ts';
import { loadLeads, type Lead } from './leadsApi.ts';
import { leadStages } from './leadStages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';

const openedFromAddress = () => new URLSearchParams(location.search).get('lead');

/** The pipeline: counts per stage, the leads as a list, and one lead at a time to work on. */
export function Leads({ ownerName }: { ownerName: string }) {
  const { state, reload } = useToolData(loadLeads);
  const [filter, setFilter] = useState<LeadFilter>({ stage: 'all', text: '' });
  const [sort, setSort] = useState<{ key: LeadSortKey; direction: SortDirection }>({ key: 'created_at', direction: 'descending' });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(openedFromAddress);
  const [adding, setAdding] = useState(false);
  const leads = state.kind === 'loaded' ? state.data.leads : [];
  const shown = useMemo(() => visibleLeads(leads, filter, sort), [leads, filter, sort]);
  const open = useCallback((id: string | null) => {
    setOpenId(id);
    history.replaceState(null, '', id ? `?lead=${id}` : location.pathname);
  }, []);

  if (state.kind === 'loading') return <ToolLoading what="the leads" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const { counts } = state.data;
  const opened = leads.find((lead) => lead.id === openId);
  if (opened) return <LeadDetail key={opened.id} lead={opened} ownerName={ownerName} onChanged={reload} onClose={() => open(null)} />;
  const current = pageOf(shown, page);
  const changeFilter = (next: Partial<LeadFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <div className="admin-stack">
      <section className="card" aria-labelledby="pipeline-title">
        <h2 id="pipeline-title" className="section-title">
          Pipeline
        </h2>
        <div className="admin-pipeline">
          {leadStages.map((stage) => (
            <button
              key={stage.id}
              type="button"
              aria-pressed={filter.stage === stage.id}
              onClick={() => changeFilter({ stage: filter.stage === stage.id ? 'all' : stage.id })}
            >
              <span>{stage.label}</span>
              <strong>{counts[stage.id] ?? 0}</strong>
            </button>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="leads-title">
        <h2 id="leads-title" className="section-title">
          Leads
        </h2>
        <div className="admin-filters">
          <div className="form-field">
            <label htmlFor="lead-stage">Stage</label>
            <select
              id="lead-stage"
              value={filter.stage}
              onChange={(event) => changeFilter({ stage: event.target.value as LeadFilter['stage'] })}
            >
              <option value="all">Every stage</option>
              {leadStages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.label}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="lead-text">Search</label>
            <input id="lead-text" type="search" value={filter.text} onChange={(event) => changeFilter({ text: event.target.value })} />
          </div>
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              disabled={shown.length === 0}
              onClick={() => downloadFile(leadsCsv(shown), 'leads.csv', 'text/csv;charset=utf-8')}
            >
              Export CSV
            </button>
            <button type="button" className="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
              Add an organisation
            </button>
          </div>
        </div>
        {adding && (
          <AddLeadForm
            onAdded={(lead: Lead) => {
              setAdding(false);
              reload();
              open(lead.id);
            }}
          />
        )}
        {leads.length === 0 ? (
          <ToolEmpty title="No leads yet">
            Every message sent with the contact form becomes a lead here. To add someone you met elsewhere, press “Add an organisation”.
          </ToolEmpty>
        ) : shown.length === 0 ? (
          <p className="admin-muted" role="status">
            No lead matches this filter.
          </p>
        ) : (
          <>
            <LeadTable leads={current.rows} sort={sort} onSort={setSort} onOpen={open} />
            <ListPager page={current.page} pages={current.pages} total={shown.length} noun="leads" onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
