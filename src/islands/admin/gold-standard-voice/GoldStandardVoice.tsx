import { useCallback } from 'react';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadAiStatus } from '../kit/aiStatus.ts';
import { loadReferenceVoice } from './referenceVoice.ts';
import { ReferenceVoiceForm } from './ReferenceVoiceForm.tsx';

const loadBoth = () => Promise.all([loadReferenceVoice(), loadAiStatus()]);

/** The reference voice the assistant speaks with, as stored on the server. */
export function GoldStandardVoice() {
  const { state, reload } = useToolData(useCallback(loadBoth, []));
  if (state.kind === 'loading') return <ToolLoading what="the reference voice" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const [saved, status] = state.data;
  return <ReferenceVoiceForm saved={saved} status={status} />;
}
