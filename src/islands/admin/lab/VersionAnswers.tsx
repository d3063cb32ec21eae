import { useCallback, useEffect, useRef } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { useToolData } from '../kit/useToolData.ts';
import { AnswerColumn } from './AnswerColumn.tsx';
import { castVote, loadResults } from './labApi.ts';
import { blindName } from './labConfig.ts';
import { shownColumn } from './labFigures.ts';
import type { LabResult, LabVersion, LabVote } from './labShapes.ts';
import { useColumnRuns } from './useColumnRuns.ts';

const ended = new Set(['complete', 'stopped', 'failed']);

/**
 * A saved version's columns side by side. Just saved (`runNow`), every waiting column is answered
 * at once; a column that could not start (no quota, the provider down) can be run again. A blind
 * version names its columns by letter until the owner picks the best answer, then by who answered.
 */
export function VersionAnswers({
  version,
  vote,
  runNow,
  onVoted,
}: {
  version: LabVersion;
  vote: LabVote | null;
  runNow: boolean;
  onVoted(): Promise<void>;
}) {
  const data = useToolData(useCallback(() => loadResults(version.id), [version.id]));
  const runs = useColumnRuns(data.reload);
  const started = useRef(false);
  const results = data.state.kind === 'loaded' ? data.state.data : null;
  useEffect(() => {
    if (!runNow || !results || started.current) return;
    started.current = true;
    void runs.run(
      version.id,
      results.filter((result) => result.status === 'waiting').map((result) => result.position),
    );
  }, [runNow, results, runs, version.id]);

  const blind = version.blind && !vote;
  const votable = (all: readonly LabResult[]) => blind && !runs.streaming && all.every((result) => ended.has(result.status));
  const choose = async (result: LabResult) => {
    try {
      await castVote(version.id, result.id);
      await onVoted();
    } catch (error) {
      toastFailure('The vote was not recorded', error);
    }
  };
  return (
    <ToolData data={data} what="the answers">
      {(all) => (
        <>
          {runs.streaming && (
            <div className="admin-actions">
              <button type="button" className="button" onClick={runs.stop}>
                Stop
              </button>
            </div>
          )}
          {blind && <p className="admin-muted">Blind: read the answers, then choose the best; the columns are named once you have.</p>}
          <div className="lab-answers">
            {all.map((result) => {
              const column = shownColumn(result, runs.live[result.position]);
              const name = blind ? blindName(result.position) : `${result.position + 1}. ${column.label}`;
              return (
                <AnswerColumn
                  key={result.id}
                  name={name}
                  kind={result.kind}
                  column={column}
                  chosen={vote?.result_id === result.id}
                  actions={
                    <>
                      {votable(all) && (
                        <button type="button" className="button button-primary" onClick={() => choose(result)}>
                          Choose {name}
                        </button>
                      )}
                      {result.status === 'waiting' && !runs.streaming && (
                        <button type="button" className="button" onClick={() => runs.run(version.id, [result.position])}>
                          Run {blind ? name : `column ${result.position + 1}`}
                        </button>
                      )}
                    </>
                  }
                />
              );
            })}
          </div>
        </>
      )}
    </ToolData>
  );
}
