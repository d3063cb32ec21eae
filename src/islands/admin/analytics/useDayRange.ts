import { useCallback, useState } from 'react';
import type { DayRange } from '../../../lib/ownerDays.ts';
import { rangeFor, type RangeChoice } from './ranges.ts';

/** The range a console page shows: a quick range, recomputed from the clock when chosen, or a custom one. */
export function useDayRange(timeZone: string, now: () => number = Date.now) {
  const [state, setState] = useState<{ choice: RangeChoice; range: DayRange }>(() => ({
    choice: '30d',
    range: rangeFor('30d', timeZone, now(), { from: '', to: '' }),
  }));
  const choose = useCallback(
    (choice: RangeChoice, custom?: DayRange) =>
      setState((current) => ({ choice, range: rangeFor(choice, timeZone, now(), custom ?? current.range) })),
    [timeZone, now],
  );
  return { ...state, choose };
}
