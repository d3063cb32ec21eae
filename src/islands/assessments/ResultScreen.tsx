import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import type { OwnResult } from '../../lib/assessments/results/ownResult.ts';
import type { SaveProcess } from '../../lib/assessments/results/saveProcess.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { OthersComparison } from './OthersComparison.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ResultComparison } from './ResultComparison.tsx';
import { ResultView } from './ResultView.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { ShareResult } from './ShareResult.tsx';
import { StoredResultView } from './StoredResultView.tsx';

export type ShownResult =
  /** Just submitted: saving as it shows, compared with the result saved before (null for none, undefined while unknown). */
  | { kind: 'fresh'; result: AssessmentResult; saving: SaveProcess; previous: StoredResult | null | undefined }
  /** Opened at its own address. */
  | { kind: 'stored'; stored: OwnResult };

export interface ResultScreenProps {
  content: AssessmentContent;
  shown: ShownResult;
  /** The role's occupations and exposure, rendered at build (a template's content). */
  exposure: DocumentFragment;
  onStartAgain(): void;
}

/** The role's occupations, a copy of what the build drew; `contents` keeps its parts in the result's own spacing. */
function Exposure({ drawn }: { drawn: DocumentFragment }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    holder.current?.replaceChildren(drawn.cloneNode(true));
  }, [drawn]);
  return <div className="contents" ref={holder} />;
}

function FreshResult({
  content,
  result,
  saving,
  previous,
  exposure,
  onStartAgain,
}: ResultScreenProps & Extract<ShownResult, { kind: 'fresh' }>) {
  const save = useSyncExternalStore(saving.subscribe, saving.get);
  const status = (
    <div className="space-y-3">
      <SaveStatus state={save} onRetry={saving.retry} />
      <ResultActions>{save.kind === 'saved' && <ShareResult clientResultId={save.clientResultId} />}</ResultActions>
    </div>
  );
  return (
    <ResultView content={content} result={result} status={status} onRestart={onStartAgain}>
      <ResultComparison result={result} previous={previous} />
      <OthersComparison roleId={content.roleId} score={result.overall} />
      <Exposure drawn={exposure} />
    </ResultView>
  );
}

/**
 * A role's result, the one part of its page drawn with React: loaded only when a result is shown,
 * so a reader on the questions downloads none of it. Returns how to take it off the page.
 */
export function mountResult(host: HTMLElement, props: ResultScreenProps): () => void {
  const root = createRoot(host);
  const { shown } = props;
  root.render(
    <ErrorBoundary>
      {shown.kind === 'fresh' ? (
        <FreshResult {...props} {...shown} />
      ) : (
        <StoredResultView content={props.content} stored={shown.stored} onStartAgain={props.onStartAgain}>
          <Exposure drawn={props.exposure} />
        </StoredResultView>
      )}
    </ErrorBoundary>,
  );
  return () => root.unmount();
}
