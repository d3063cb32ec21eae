import { choiceParam, dayParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';

/**
 * The list's filter as the address keeps it (`?tag=&min=&from=&to=&sort=&page=`), so a filtered
 * list can be bookmarked or linked to (`/signals?tag=<tag>` from the other tools). Whatever the
 * address holds is read leniently: a value that is not valid is the default.
 */
export const signalsAddress = urlParams({
  tag: textParam('', 60, (text) => text.trim().toLowerCase()),
  /** The minimum strength, 1 (every signal) to 5. */
  min: wholeParam(1, 1, 5),
  from: dayParam,
  to: dayParam,
  sort: choiceParam(['date', 'strength'], 'date'),
  page: wholeParam(1),
});
export type SignalFilter = UrlValue<typeof signalsAddress>;

/** The signal open in the editor (`?signal=<id>`, a link from another tool), beside the filter. */
export const openSignalAddress = urlParams({ signal: textParam('', 36) });

export const noFilter: SignalFilter = signalsAddress.read('');

export const isFiltered = (filter: SignalFilter): boolean => Boolean(filter.tag || filter.min > 1 || filter.from || filter.to);
