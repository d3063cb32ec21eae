import { expect, it, vi } from 'vitest';
import { addressStore } from '../../../../../../src/islands/admin/kit/useUrlState.ts';
import { textParam, urlParams, wholeParam } from '../../../../../../src/islands/admin/kit/urlParams.ts';

/** A window whose history moves as a browser's does: entries, Back, and popstate on Back. */
function fakeWindow(start: string) {
  const entries = [start];
  let at = 0;
  const events = new EventTarget();
  const location = {
    pathname: '/signals',
    hash: '',
    get search() {
      return new URL(entries[at]!, 'https://site.test').search;
    },
  };
  const history = {
    pushState: (_: unknown, __: string, url: string) => {
      entries.splice(at + 1, entries.length, url);
      at++;
    },
    replaceState: (_: unknown, __: string, url: string) => {
      entries[at] = url;
    },
    back: () => {
      at--;
      events.dispatchEvent(new Event('popstate'));
    },
  };
  return {
    win: {
      location,
      history,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
    entries,
    back: history.back,
  };
}

const filter = urlParams({ tag: textParam(), page: wholeParam(1) });

it('writes a filter into the address in place, keeps it through a push and Back, and tells its readers each time', () => {
  const { win, entries, back } = fakeWindow('/signals?signal=7');
  const store = addressStore(win as unknown as Window);
  const reader = vi.fn();
  const stop = store.subscribe(reader);

  store.go(filter.write({ tag: 'ai', page: 1 }, store.search()), 'replace');
  expect(entries).toEqual(['/signals?signal=7&tag=ai']);
  store.go(filter.write({ tag: 'ai', page: 2 }, store.search()), 'push');
  expect(filter.read(store.search())).toEqual({ tag: 'ai', page: 2 });

  back();
  expect(filter.read(store.search())).toEqual({ tag: 'ai', page: 1 });
  expect(reader).toHaveBeenCalledTimes(3);

  stop();
  store.go('?tag=later', 'push');
  back();
  expect(reader).toHaveBeenCalledTimes(3);
});
