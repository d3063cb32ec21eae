import { useCallback, useEffect, useRef, useState } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageCount, rowsPerPage } from '../kit/listPages.ts';
import { ownerDate } from '../../../lib/ownerDays.ts';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { FeedImport } from './FeedImport.tsx';
import { SignalEditor } from './SignalEditor.tsx';
import { SignalFilters } from './SignalFilters.tsx';
import { SignalForm } from './SignalForm.tsx';
import { SignalList } from './SignalList.tsx';
import { emptyDraft } from './signalDraft.ts';
import { isFiltered, noFilter, openSignalAddress, type SignalFilter, signalsAddress } from './signalFilter.ts';
import { listKeyOf } from './signalList.ts';
import { loadSignal, loadSignals, loadSignalTags, type Signal, saveSignal } from './signalsApi.ts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A', 'SUMMARY'].includes(target.tagName));

/** The signals feed: quick add, the filtered list moved through by keyboard, one signal to edit, imports and feeds. */
export function Signals({ timeZone }: { timeZone: string }) {
  const [filter, setFilter] = useUrlState(signalsAddress);
  const [opened, setOpened] = useUrlState(openSignalAddress);
  const load = useCallback(() => loadSignals(filter, rowsPerPage, (filter.page - 1) * rowsPerPage), [filter]);
  const { state, reload } = useToolData(load);
  const tags = useToolData(loadSignalTags);
  const [editing, setEditing] = useState<Signal | null>(null);
  const [active, setActive] = useState(-1);
  const [addKey, setAddKey] = useState(0);
  const quickAdd = useRef<HTMLInputElement>(null);
  const signals = state.kind === 'loaded' ? state.data.signals : [];

  const changeFilter = (next: Partial<SignalFilter>) => {
    setFilter({ ...filter, page: 1, ...next });
    setActive(-1);
  };
  const refresh = useCallback(() => {
    reload();
    tags.reload();
  }, [reload, tags.reload]);

  // `?signal=<id>` (a link from another tool) opens that signal; closing it leaves the list's address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's signal is opened once, as the page loads.
  useEffect(() => {
    const id = opened.signal;
    if (/^[0-9a-f-]{36}$/i.test(id)) {
      loadSignal(id).then(
        (signal) => signal && setEditing(signal),
        (error: Error) => addToast({ title: 'The signal could not be opened', description: error.message, variant: 'destructive' }),
      );
    }
  }, []);
  const closeEditor = () => {
    setEditing(null);
    setOpened({ signal: '' });
  };

  // A page past the end (an old link, or the last signal of a page deleted) shows the first page.
  const pastTheEnd = state.kind === 'loaded' && state.data.signals.length === 0 && filter.page > 1;
  useEffect(() => {
    if (pastTheEnd) setFilter({ ...filter, page: 1 });
  }, [pastTheEnd, filter, setFilter]);

  useEffect(() => {
    if (editing) return;
    const onKey = (event: KeyboardEvent) => {
      const key = listKeyOf(event, isTyping(event.target));
      if (!key) return;
      if (key === 'add') {
        event.preventDefault();
        quickAdd.current?.focus();
        return;
      }
      const current = signals[active];
      if (key === 'next' || key === 'previous') {
        if (signals.length === 0) return;
        event.preventDefault();
        const index = key === 'next' ? Math.min(active + 1, signals.length - 1) : Math.max(active - 1, 0);
        setActive(index);
        document.getElementById(`signal-${signals[index]?.id}`)?.focus();
      } else if (current && key === 'open' && current.url) {
        window.open(current.url, '_blank', 'noopener,noreferrer');
      } else if (current) {
        setEditing(current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editing, signals, active]);

  if (editing) {
    return <SignalEditor key={editing.id} signal={editing} onChanged={refresh} onClose={closeEditor} onOpen={setEditing} />;
  }
  const total = state.kind === 'loaded' ? state.data.total : 0;

  return (
    <div className="admin-stack">
      <div className="card">
        <SignalForm
          key={addKey}
          id="signal-add"
          heading="Quick add"
          initial={emptyDraft(ownerDate(timeZone, Date.now()))}
          submitLabel="Add signal"
          firstFieldRef={quickAdd}
          onSave={(fields) => saveSignal(fields)}
          onSaved={(signal) => {
            addToast({ title: 'Signal added', description: signal.title });
            setAddKey(addKey + 1);
            refresh();
          }}
          onOpenExisting={setEditing}
        />
      </div>
      <ToolSection title="Signals" stack>
        <p className="admin-muted" id="signal-keys">
          Keys: <kbd>j</kbd> or <kbd>↓</kbd> next signal, <kbd>k</kbd> or <kbd>↑</kbd> previous, <kbd>Enter</kbd> opens its link,{' '}
          <kbd>e</kbd> edits it, <kbd>/</kbd> or <kbd>n</kbd> goes to quick add.
        </p>
        <SignalFilters
          filter={filter}
          tags={tags.state.kind === 'loaded' ? tags.state.data : []}
          onChange={changeFilter}
          onClear={() => changeFilter(noFilter)}
          canExport={total > 0}
        />
        {state.kind === 'loading' ? (
          <ToolLoading what="the signals" />
        ) : state.kind === 'failed' ? (
          <ToolFailed message={state.message} onRetry={reload} />
        ) : total === 0 && !isFiltered(filter) ? (
          <ToolEmpty title="No signals yet">Paste a link in the quick add above, or import an RSS file below.</ToolEmpty>
        ) : total === 0 ? (
          <p className="admin-muted" role="status">
            No signal matches these filters.
          </p>
        ) : (
          <>
            <SignalList
              signals={signals}
              active={active}
              onActivate={setActive}
              onEdit={setEditing}
              onTag={(tag) => changeFilter({ tag })}
            />
            <ListPager page={filter.page} pages={pageCount(total)} total={total} noun="signals" onPage={(page) => changeFilter({ page })} />
          </>
        )}
      </ToolSection>
      <FeedImport timeZone={timeZone} onImported={refresh} />
    </div>
  );
}
