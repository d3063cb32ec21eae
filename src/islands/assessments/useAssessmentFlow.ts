import { useEffect, useMemo, useReducer, useState } from 'react';
import { flowReducer, initialFlow, type FlowAction, type FlowState } from '../../lib/assessments/flow.ts';
import { randomSeed } from '../../lib/assessments/optionOrder.ts';
import { createProgressStore, type ProgressStorage } from '../../lib/assessments/progress.ts';
import type { Assessment } from '../../lib/assessments/contentSchema.ts';

/**
 * The flow state, restored from storage after the first render (so the server-rendered markup
 * and the first client render agree) and saved on every change until the result is shown. Without
 * storage every load is a new attempt, with a new order of the options.
 */
export function useAssessmentFlow(roleId: string, assessment: Assessment, storage: ProgressStorage | undefined) {
  const [state, dispatch] = useReducer((current: FlowState, action: FlowAction) => flowReducer(assessment, current, action), initialFlow);
  const store = useMemo(
    () => (storage ? createProgressStore(storage, roleId, assessment, randomSeed) : undefined),
    [storage, roleId, assessment],
  );
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    dispatch({ type: 'restore', progress: store ? store.load() : { answers: {}, position: 0, seed: randomSeed() } });
    setRestored(true);
  }, [store]);

  useEffect(() => {
    if (restored && !state.submitted) store?.save({ answers: state.answers, position: state.position, seed: state.seed });
  }, [restored, store, state.answers, state.position, state.seed, state.submitted]);

  return { state, dispatch, restored, clearProgress: () => store?.clear() };
}
