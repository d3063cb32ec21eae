import { useCallback, useEffect } from 'react';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { type CallLogAddress, callColumns, callLogAddress, callStatusOptions } from './CallLogColumns.tsx';
import { loadCalls } from './credentialReads.ts';
import type { Credential } from './credentialShapes.ts';

/**
 * The calls of one surface's keys (the console's tokens among them, under "every key"), newest first, a page at a time, filtered by key, tool or operation and
 * outcome as the address says; the database filters and counts, since the log keeps 90 days.
 * `changed` grows when the page knows of new calls (the test console's), and the log loads again.
 */
export function CallLog({
  surface,
  credentials,
  operations,
  timeZone,
  changed,
}: {
  surface: 'mcp' | 'api';
  /** The keys the filter offers, by name. */
  credentials: readonly Credential[];
  operations: readonly string[];
  timeZone: string;
  changed: number;
}) {
  const [address, setAddress] = useUrlState(callLogAddress);
  const load = useCallback(() => loadCalls(surface, address), [surface, address]);
  const data = useToolData(load);
  useEffect(() => {
    if (changed > 0) void data.reload();
  }, [changed, data.reload]);
  const controls: FilterControl<CallLogAddress>[] = [
    {
      key: 'credential',
      label: 'Key',
      kind: 'choice',
      options: optionsWithNone(
        'Every key',
        credentials.filter((key) => key.purpose === 'client'),
        (key) => key.id,
        (key) => key.name,
      ),
    },
    {
      key: 'operation',
      label: 'Tool or operation',
      kind: 'choice',
      options: optionsWithNone('Every one', operations, (name) => name),
    },
    { key: 'status', label: 'Outcome', kind: 'choice', options: callStatusOptions },
  ];
  const names = new Map(credentials.map((key) => [key.id, key.name]));
  return (
    <div className="admin-stack">
      <FilterBar
        idPrefix="calls"
        controls={controls}
        filter={address}
        onChange={(change) => setAddress({ ...address, ...change, page: 1 })}
      />
      <ToolData data={data} what="the calls">
        {(table) => (
          <DataTable
            columns={callColumns(names, timeZone)}
            table={table}
            rowKey={(call) => String(call.id)}
            noun="calls"
            onPage={(page) => setAddress({ ...address, page })}
            caption="Calls, newest first"
            empty={<ToolEmpty title="No call yet">A call appears here as soon as a client uses a key.</ToolEmpty>}
            noMatch="No call matches this filter."
          />
        )}
      </ToolData>
    </div>
  );
}
