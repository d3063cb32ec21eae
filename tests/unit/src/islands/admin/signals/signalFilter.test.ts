import { describe, expect, it } from 'vitest';
import { isFiltered, noFilter, type SignalFilter, signalsAddress } from '../../../../../../src/islands/admin/signals/signalFilter.ts';

const filterFromSearch = (search: string) => signalsAddress.read(search);
const searchOfFilter = (filter: SignalFilter) => signalsAddress.write(filter, '');

describe('the signals filter in the address', () => {
  it('reads every part and writes it back', () => {
    const filter = filterFromSearch('?tag=banking&min=4&from=2026-11-01&to=2026-11-30&sort=strength&page=3');
    expect(filter).toEqual({ tag: 'banking', min: 4, from: '2026-11-01', to: '2026-11-30', sort: 'strength', page: 3 });
    expect(searchOfFilter(filter)).toBe('?tag=banking&min=4&from=2026-11-01&to=2026-11-30&sort=strength&page=3');
  });

  it('leaves the plain page plain, and keeps the other tools’ link form', () => {
    expect(searchOfFilter(noFilter)).toBe('');
    expect(searchOfFilter({ ...noFilter, tag: 'soc-15' })).toBe('?tag=soc-15');
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, page: 2, sort: 'strength' })).toBe(false);
    expect(isFiltered({ ...noFilter, to: '2026-01-01' })).toBe(true);
  });

  it('reads nonsense as no filter', () => {
    expect(filterFromSearch('?min=9&from=yesterday&to=2026-13-45&sort=title&page=-2')).toEqual(noFilter);
    expect(filterFromSearch('?min=abc&page=1.5')).toEqual(noFilter);
  });
});
