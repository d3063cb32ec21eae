import { useCallback, useMemo } from 'react';
import type { DayRange } from '../../../lib/ownerDays.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { addressRange, type RangeChoice, rangeAddress } from './ranges.ts';

/**
 * The range a figure page shows, kept in its address so a reload and a shared link show the same
 * days: a quick range, recomputed from the clock when chosen, or a custom one.
 */
export function useDayRange(timeZone: string, now: () => number = Date.now) {
  const [address, setAddress] = useUrlState(rangeAddress);
  // Once per choice: the range must keep its identity, or every render would load the figures again.
  const { range, choice } = useMemo(() => addressRange(address, timeZone, now()), [address, timeZone, now]);
  const choose = useCallback(
    (next: RangeChoice, custom?: DayRange) =>
      setAddress(next === 'custom' && custom ? { range: next, ...custom } : { range: next, from: '', to: '' }),
    [setAddress],
  );
  return { choice, range, choose };
}
