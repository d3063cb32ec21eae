/**
 * The list's filter as the address keeps it (`?tag=&min=&from=&to=&sort=&page=`), so a filtered
 * list can be bookmarked or linked to (`/signals?tag=<tag>` from the other tools). Whatever the
 * address holds is read leniently: a value that is not valid is the default.
 */
export interface SignalFilter {
  tag: string;
  /** The minimum strength, 1 (every signal) to 5. */
  min: number;
  from: string;
  to: string;
  sort: 'date' | 'strength';
  page: number;
}

export const noFilter: SignalFilter = { tag: '', min: 1, from: '', to: '', sort: 'date', page: 1 };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromSearch(search: string): SignalFilter {
  const params = new URLSearchParams(search);
  const number = (name: string) => Number.parseInt(params.get(name) ?? '', 10);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const min = number('min');
  const page = number('page');
  return {
    tag: (params.get('tag') ?? '').trim().toLowerCase().slice(0, 60),
    min: min >= 1 && min <= 5 ? min : 1,
    from: date('from'),
    to: date('to'),
    sort: params.get('sort') === 'strength' ? 'strength' : 'date',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a filter: only what differs from no filter, so the plain page stays `/signals`. */
export function searchOfFilter(filter: SignalFilter): string {
  const params = new URLSearchParams();
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.min > 1) params.set('min', String(filter.min));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.sort !== 'date') params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const isFiltered = (filter: SignalFilter): boolean => Boolean(filter.tag || filter.min > 1 || filter.from || filter.to);
