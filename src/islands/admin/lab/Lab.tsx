import { useCallback, useState } from 'react';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { textParam, urlParams } from '../kit/urlParams.ts';
import { useListState } from '../kit/useListState.ts';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { loadLab, loadResults, saveVersion } from './labApi.ts';
import { draftOfVersion, type LabDraft, newDraft } from './labDraft.ts';
import { LabLinks } from './LabLinks.tsx';
import { LabSetupNote } from './LabSetupNote.tsx';
import { labTally } from './labTally.ts';
import { tallyColumns, versionColumns, versionRows } from './labTables.ts';
import { PromptForm } from './PromptForm.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { VersionAnswers } from './VersionAnswers.tsx';

const address = urlParams({ version: textParam() });
type Lab = Awaited<ReturnType<typeof loadLab>>;

/**
 * /lab, the playground: a prompt run side by side in one to four columns (models of the configured
 * provider, or the site guide), each Run saved as a version with its answers (`?version=` reopens
 * one), blind votes between the columns and their tally per configuration.
 */
export function LabTool({ timeZone }: { timeZone: string }) {
  const data = useToolData(loadLab);
  return (
    <ToolData data={data} what="the lab">
      {(lab) => <LabBench lab={lab} timeZone={timeZone} reload={data.reload} />}
    </ToolData>
  );
}

function LabBench({ lab, timeZone, reload }: { lab: Lab; timeZone: string; reload(): Promise<void> }) {
  const [where, setWhere] = useUrlState(address);
  const [loaded, setLoaded] = useState<LabDraft>(() => newDraft(lab.setup.chat?.model ?? null));
  const [justRun, setJustRun] = useState<string | null>(null);
  const versionsList = useListState({ key: 'saved', direction: 'descending' });
  const tallyList = useListState({ key: 'wins', direction: 'descending' });
  const opened = lab.versions.find((version) => version.id === where.version) ?? null;
  const prompt = opened && lab.prompts.find((entry) => entry.id === opened.prompt_id);

  const run = useCallback(
    async (draft: LabDraft) => {
      const saved = await saveVersion(draft);
      setLoaded({ ...draft, promptId: saved.promptId });
      setJustRun(saved.versionId);
      await reload();
      setWhere({ version: saved.versionId }, 'push');
    },
    [reload, setWhere],
  );
  const copyIntoEditor = async () => {
    if (!opened || !prompt) return;
    try {
      setLoaded(draftOfVersion(prompt, opened, await loadResults(opened.id)));
      document.getElementById('lab-title')?.focus();
    } catch (error) {
      toastFailure('The version was not copied into the editor', error);
    }
  };
  return (
    <div className="admin-stack">
      <LabSetupNote setup={lab.setup} />
      <LabLinks />
      <ToolSection title="Prompt">
        <PromptForm setup={lab.setup} loaded={loaded} onRun={run} />
      </ToolSection>
      {where.version && (
        <ToolSection title={opened && prompt ? `Answers: ${prompt.title}, version ${opened.number}` : 'Answers'}>
          {opened ? (
            <>
              <div className="admin-actions">
                <button type="button" className="button" onClick={copyIntoEditor}>
                  Copy into the editor
                </button>
              </div>
              <VersionAnswers
                key={opened.id}
                version={opened}
                vote={lab.votes.find((vote) => vote.version_id === opened.id) ?? null}
                runNow={justRun === opened.id}
                onVoted={reload}
              />
            </>
          ) : (
            <ToolEmpty title="This version does not exist">It may have been deleted with its prompt; choose another below.</ToolEmpty>
          )}
        </ToolSection>
      )}
      <ToolSection title="Saved versions">
        <SearchableTable
          idPrefix="lab-versions"
          list={versionsList}
          caption="Every Run, newest first"
          columns={versionColumns(timeZone)}
          rows={versionRows(lab.versions, lab.prompts, lab.votes)}
          rowKey={(row) => row.version.id}
          onOpen={(row) => setWhere({ version: row.version.id }, 'push')}
          filename="lab-versions.csv"
          noun="versions"
          empty={<ToolEmpty title="No version yet">Write a prompt above and press Run: each Run is kept here with its answers.</ToolEmpty>}
        />
      </ToolSection>
      <ToolSection title="Tally of blind votes">
        <SearchableTable
          idPrefix="lab-tally"
          list={tallyList}
          caption="How often each configuration was chosen in blind comparisons"
          columns={tallyColumns}
          rows={labTally(lab.votes, lab.votedResults)}
          rowKey={(row) => row.key}
          filename="lab-tally.csv"
          noun="configurations"
          empty={<ToolEmpty title="No blind vote yet">Tick Blind before a Run, read the answers, then choose the best one.</ToolEmpty>}
        />
      </ToolSection>
    </div>
  );
}
