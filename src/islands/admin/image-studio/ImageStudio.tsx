import { useCallback } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { loadProfile } from '../brand/brandApi.ts';
import { loadAiStatus } from '../kit/aiStatus.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar } from '../kit/FilterBar.tsx';
import { opensById } from '../kit/opensById.ts';
import { clientTable, tableCsv } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { AttachPanel } from './AttachPanel.tsx';
import { Composer } from './Composer.tsx';
import { historyAddress, historyColumns, historyKept } from './historyList.ts';
import { PromptPanel } from './PromptPanel.tsx';
import { draftAddresses, loadHistory, loadPieces } from './studioApi.ts';

async function loadStudio() {
  const [history, pieces, status, profile] = await Promise.all([loadHistory(), loadPieces(), loadAiStatus(), loadProfile()]);
  const addresses = await draftAddresses(history.map((image) => image.draft_path));
  return { history, pieces, status, profile, addresses };
}

const sources = { all: 'Every image', template: 'Templates', prompt: 'Prompts', upload: 'Uploads' } as const;

/**
 * The image studio: the template composer (the default, in this browser), images from a prompt
 * when a model is configured, and the history of everything made, each image opened to be used
 * with its alt text on an article, an episode or the show.
 */
export function ImageStudio({ ownerName }: { ownerName: string }) {
  const { address, setAddress, filterBar, dataTable } = useListAddress(historyAddress);
  const data = useToolData(useCallback(loadStudio, []));
  const open = (id: string) => setAddress({ ...address, image: id }, 'push');
  const kept = (image: { id: string }) => void data.reload().then(() => open(image.id));

  return (
    <ToolData data={data} what="the image studio">
      {({ history, pieces, status, profile, addresses }) => {
        const opened = history.find((image) => image.id === address.image);
        if (opened) {
          return (
            <AttachPanel
              key={opened.id}
              image={opened}
              address={addresses.get(opened.draft_path)}
              pieces={pieces}
              onBack={() => setAddress({ ...address, image: '' }, 'push')}
              onAttached={() => void data.reload()}
            />
          );
        }
        const table = clientTable(history, { columns: historyColumns, keep: historyKept(address), sort: address.sort, page: address.page });
        return (
          <div className="admin-stack">
            <Composer ownerName={profile.name || ownerName} ownerPhotoUrl={profile.photo_url} onKept={kept} />
            <PromptPanel model={status.image} dailyCalls={status.dailyCalls.perUser} onKept={kept} />
            <ToolSection title="History">
              <FilterBar
                idPrefix="studio-history"
                controls={[
                  {
                    key: 'source',
                    label: 'Made from',
                    kind: 'choice',
                    options: (Object.keys(sources) as (keyof typeof sources)[]).map((value) => ({ value, label: sources[value] })),
                  },
                  { key: 'q', label: 'Search', kind: 'search' },
                ]}
                {...filterBar}
              >
                <ExportCsvButton
                  filename="studio-images.csv"
                  csv={() => tableCsv(historyColumns, table.kept)}
                  disabled={table.total === 0}
                />
              </FilterBar>
              <DataTable
                columns={historyColumns}
                table={table}
                {...opensById(open)}
                {...dataTable}
                noun="images"
                empty={
                  <ToolEmpty title="No images yet">Compose one from a template above, or upload a picture to crop it to a size.</ToolEmpty>
                }
                noMatch="No image matches this filter."
              />
            </ToolSection>
          </div>
        );
      }}
    </ToolData>
  );
}
