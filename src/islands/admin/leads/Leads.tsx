import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { LeadDetail } from './LeadDetail.tsx';
import { leadsAddress } from './leadList.ts';
import { LeadList } from './LeadList.tsx';
import { loadLeads } from './leadsApi.ts';

/** The pipeline: counts per stage, the leads as a list, and one lead at a time to work on, as the address says. */
export function Leads({ ownerName }: { ownerName: string }) {
  const data = useToolData(loadLeads);
  const list = useListAddress(leadsAddress);
  const open = (lead: string) => list.setAddress({ ...list.address, lead });
  return (
    <ToolData data={data} what="the leads">
      {({ leads, counts }) => {
        const opened = leads.find((lead) => lead.id === list.address.lead);
        if (opened)
          return <LeadDetail key={opened.id} lead={opened} ownerName={ownerName} onChanged={data.reload} onClose={() => open('')} />;
        return (
          <LeadList
            leads={leads}
            counts={counts}
            list={list}
            onOpen={open}
            onAdded={(lead) => {
              data.reload();
              open(lead.id);
            }}
          />
        );
      }}
    </ToolData>
  );
}
