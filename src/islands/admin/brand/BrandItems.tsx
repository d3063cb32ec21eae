import { useCallback, useState } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadBrandRows } from './brandApi.ts';
import type { BrandTable } from './brandFields.ts';
import { BrandItemEditor } from './BrandItemEditor.tsx';
import { BrandList } from './BrandList.tsx';

/** A list of brand items (sorted, filtered and paged as its address says) and, when one is open, its editor. */
export function BrandItems({ spec }: { spec: BrandTable }) {
  const data = useToolData(useCallback(() => loadBrandRows(spec), [spec]));
  const [open, setOpen] = useState<string | 'new' | null>(null);
  return (
    <ToolData data={data} what={`the ${spec.plural}`}>
      {(rows) => {
        if (open === null) return <BrandList spec={spec} rows={rows} onOpen={setOpen} />;
        const row = open === 'new' ? null : (rows.find((candidate) => candidate.id === open) ?? null);
        const done = () => {
          setOpen(null);
          data.reload();
        };
        return <BrandItemEditor key={open} spec={spec} row={row} onDone={done} />;
      }}
    </ToolData>
  );
}
