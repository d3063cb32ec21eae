import { OpenedRow } from '../kit/OpenedRow.tsx';
import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { type ListAddress, useListAddress } from '../kit/useUrlState.ts';
import { BriefEditor } from './BriefEditor.tsx';
import { BriefList } from './BriefList.tsx';
import { type BriefsAddress, briefsAddress } from './briefList.ts';
import { loadBriefItems } from './briefItemsApi.ts';
import { loadBrief, loadBriefSummaries } from './briefsApi.ts';

const loadOpenedBrief = async (id: string) => {
  const [brief, items] = await Promise.all([loadBrief(id), loadBriefItems(id)]);
  return brief && { brief, items };
};

/** The list of briefs, or one brief's editor, as the address says: opening one is a step Back returns from. */
export function Briefs({ timeZone }: { timeZone: string }) {
  const list = useListAddress(briefsAddress);
  const open = (brief: string) => list.setAddress({ ...list.address, brief }, 'push');
  const opened = list.address.brief;
  if (!opened) return <AllBriefs list={list} timeZone={timeZone} onOpen={open} />;
  return (
    <OpenedRow
      key={opened}
      id={opened}
      read={loadOpenedBrief}
      what="the brief"
      missing="This brief does not exist"
      back="See every brief"
      onBack={() => open('')}
    >
      {({ brief, items }) => <BriefEditor brief={brief} items={items} timeZone={timeZone} onClose={() => open('')} />}
    </OpenedRow>
  );
}

function AllBriefs({ list, timeZone, onOpen }: { list: ListAddress<BriefsAddress>; timeZone: string; onOpen(id: string): void }) {
  const data = useToolData(loadBriefSummaries);
  return (
    <ToolData data={data} what="the briefs">
      {(briefs) => <BriefList briefs={briefs} list={list} timeZone={timeZone} onOpen={onOpen} />}
    </ToolData>
  );
}
