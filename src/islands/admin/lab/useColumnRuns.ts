import { useCallback, useRef, useState } from 'react';
import type { LabEvent, LabEvents } from '../../../../functions/_shared/lab/labEvents.ts';
import { replyEvents } from '../ai-chat/replyEvents.ts';
import { adminRequest, failureOf } from '../kit/adminFunctions.ts';

/** A column as it streams in: who answers, the text so far, and how it ended. */
export interface LiveColumn {
  label: string;
  text: string;
  status: 'streaming' | LabEvents['done']['status'];
  done: LabEvents['done'] | null;
  /** Why it did not answer or broke off. */
  problem: string | null;
}

const starting: LiveColumn = { label: '', text: '', status: 'streaming', done: null, problem: null };

/**
 * The columns of one version answered side by side, each its own streamed lab-run request; `stop`
 * aborts them all (each keeps what had arrived). `onSettled` runs once every column has ended,
 * to read back what was kept.
 */
export function useColumnRuns(onSettled: () => void) {
  const [live, setLive] = useState<Record<number, LiveColumn>>({});
  const abort = useRef<AbortController | null>(null);
  const update = useCallback(
    (position: number, change: (column: LiveColumn) => Partial<LiveColumn>) =>
      setLive((current) => {
        const column = current[position] ?? starting;
        return { ...current, [position]: { ...column, ...change(column) } };
      }),
    [],
  );

  const answerOne = useCallback(
    async (versionId: string, position: number, signal: AbortSignal) => {
      update(position, () => starting);
      try {
        const response = await adminRequest('lab-run', { body: { version_id: versionId, position }, signal });
        if (!response.ok || !response.body) throw await failureOf(response);
        for await (const part of replyEvents<LabEvent>(response.body)) {
          if (part.event === 'start') update(position, () => ({ label: part.data.label }));
          else if (part.event === 'token') update(position, (column) => ({ text: column.text + part.data }));
          else if (part.event === 'done') update(position, () => ({ status: part.data.status, done: part.data }));
          else update(position, () => ({ status: 'failed', problem: part.data.message }));
        }
      } catch (error) {
        update(position, () => ({
          status: signal.aborted ? 'stopped' : 'failed',
          problem: signal.aborted ? null : (error as Error).message,
        }));
      }
    },
    [update],
  );

  const run = useCallback(
    async (versionId: string, positions: readonly number[]) => {
      const controller = new AbortController();
      abort.current = controller;
      await Promise.all(positions.map((position) => answerOne(versionId, position, controller.signal)));
      if (abort.current === controller) abort.current = null;
      onSettled();
    },
    [answerOne, onSettled],
  );

  const streaming = Object.values(live).some((column) => column.status === 'streaming');
  return { live, streaming, run, stop: () => abort.current?.abort(), forget: () => setLive({}) };
}
