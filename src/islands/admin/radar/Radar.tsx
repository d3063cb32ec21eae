import { useCallback, useMemo } from 'react';
import { ownerDate } from '../../../lib/ownerDays.ts';
import { quadrantLabels, ringLabels } from '../../../lib/radar/radarEntry.ts';
import { RadarChart } from '../../radar/RadarChart.tsx';
import { optionsOf } from '../kit/choiceOptions.ts';
import { downloadFile } from '../kit/downloadFile.ts';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { opensById } from '../kit/opensById.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { tableCsv } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress, useUrlState } from '../kit/useUrlState.ts';
import { textParam, urlParams } from '../kit/urlParams.ts';
import { loadRadar, type RadarData, type RadarEntry } from './radarApi.ts';
import { RadarEntryView } from './RadarEntryView.tsx';
import { type RadarAddress, radarAddress, radarColumns, radarCsvColumns, radarJson, radarKept } from './radarList.ts';

const openedAddress = urlParams({ entry: textParam() });
const every = (label: string) => [{ value: 'all' as const, label }];

/**
 * The technology radar: the entries as a radar and as a table (filtered, due for review, exported
 * as CSV or JSON), one opened to edit or move with its reason, and Publish, which rebuilds the
 * static /radar with the entries marked public.
 */
export function Radar({ timeZone }: { timeZone: string }) {
  const data = useToolData(loadRadar);
  const [opened, setOpened] = useUrlState(openedAddress);
  return (
    <ToolData data={data} what="the radar">
      {(radar) => {
        if (opened.entry === '')
          return <RadarOverview radar={radar} today={ownerDate(timeZone, Date.now())} onOpen={(entry) => setOpened({ entry }, 'push')} />;
        const entry = radar.entries.find((candidate) => candidate.id === opened.entry) ?? null;
        const close = () => {
          setOpened({ entry: '' });
          data.reload();
        };
        return <RadarEntryView key={opened.entry} entry={entry} data={radar} onDone={close} onMoved={data.reload} />;
      }}
    </ToolData>
  );
}

function RadarOverview({ radar, today, onOpen }: { radar: RadarData; today: string; onOpen(id: string): void }) {
  const list = useListAddress(radarAddress);
  const { status, publish } = usePublishToSite();
  const columns = useMemo(() => radarColumns(radar.entries, today), [radar.entries, today]);
  const keep = useCallback((view: RadarAddress) => radarKept(today)(view), [today]);
  const kept = radar.entries.filter(keep(list.address));
  const spec: ListTable<RadarEntry, RadarAddress> = {
    idPrefix: 'radar',
    controls: [
      { key: 'quadrant', label: 'Quadrant', kind: 'choice', options: [...every('Every quadrant'), ...optionsOf(quadrantLabels)] },
      { key: 'ring', label: 'Ring', kind: 'choice', options: [...every('Every ring'), ...optionsOf(ringLabels)] },
      {
        key: 'shown',
        label: 'Show',
        kind: 'choice',
        options: optionsOf({ all: 'Every entry', public: 'Public', private: 'Private', due: 'Due for review' }),
      },
      { key: 'q', label: 'Search', kind: 'search' },
    ],
    columns,
    keep,
    noun: 'entries',
    noMatch: 'No entry matches these filters.',
    empty: (
      <ToolEmpty title="The radar is empty">Press “Add an entry” to place the first vendor, model, tool or practice in a ring.</ToolEmpty>
    ),
    csv: (rows) => tableCsv(radarCsvColumns(columns), rows),
  };
  return (
    <>
      <ToolSection title="Radar">
        {radar.entries.length > 0 && <RadarChart entries={kept} />}
        <div className="admin-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => publish('/radar')}
            disabled={status.phase === 'publishing'}
          >
            Publish to /radar
          </button>
          <span className="admin-muted">{radar.entries.filter((entry) => entry.public && !entry.is_sample).length} public entries</span>
        </div>
        <PublishStatusLine status={status} />
      </ToolSection>
      <ToolSection title="Entries">
        <FilteredTable spec={spec} list={list} rows={radar.entries} rowProps={opensById<RadarEntry>(onOpen)}>
          <button type="button" className="button button-primary" onClick={() => onOpen('new')}>
            Add an entry
          </button>
          <button
            type="button"
            className="button"
            disabled={kept.length === 0}
            onClick={() => downloadFile(radarJson(kept, radar.moves), 'radar.json', 'application/json')}
          >
            Export JSON
          </button>
        </FilteredTable>
      </ToolSection>
    </>
  );
}
