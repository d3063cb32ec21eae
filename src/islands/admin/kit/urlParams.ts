import type { TableSort } from './tableRows.ts';

/**
 * One parameter of a tool's address: its value when the address has none (or one that is not
 * valid: an old link, a hand-edited address), and how a text from the address becomes a value.
 * A value equal to the fallback is left out of the address, so an unfiltered list keeps its plain path.
 */
export interface UrlParam<V> {
  fallback: V;
  parse(text: string): V | null;
  print(value: V): string;
}

/** A tool's state as its address holds it, each field a parameter of the same name. */
export interface UrlCodec<T> {
  read(search: string): T;
  /** The address's query with `value` written into it; parameters the codec does not own stay as they are. */
  write(value: T, search: string): string;
}

/** The state a codec reads: `UrlValue<typeof leadsAddress>`. */
export type UrlValue<C> = C extends UrlCodec<infer T> ? T : never;

type ParamValues<P> = { [K in keyof P]: P[K] extends UrlParam<infer V> ? V : never };

/**
 * A codec of these parameters, each named by its key (after `prefix`, for a page that holds two
 * lists: `?talks-sort=`); the state's type is read from them.
 */
export function urlParams<P extends Record<string, UrlParam<unknown>>>(params: P, prefix = ''): UrlCodec<ParamValues<P>> {
  const entries = Object.entries(params);
  return {
    read(search) {
      const query = new URLSearchParams(search);
      const value: Record<string, unknown> = {};
      for (const [name, param] of entries) {
        const text = query.get(prefix + name);
        value[name] = (text === null ? null : param.parse(text)) ?? param.fallback;
      }
      return value as ParamValues<P>;
    },
    write(value, search) {
      const query = new URLSearchParams(search);
      for (const [name, param] of entries) {
        const text = param.print(value[name]);
        if (text === param.print(param.fallback)) query.delete(prefix + name);
        else query.set(prefix + name, text);
      }
      const text = query.toString();
      return text ? `?${text}` : '';
    },
  };
}

/** Free text (a search), trimmed of nothing but cut to `max` characters; `normal` tidies it (a tag in lower case). */
export const textParam = (fallback = '', max = 300, normal = (text: string) => text): UrlParam<string> => ({
  fallback,
  parse: (text) => normal(text).slice(0, max),
  print: String,
});

/** One of a few words: a status, a kind, an order. */
export const choiceParam = <V extends string>(values: readonly V[], fallback: V): UrlParam<V> => ({
  fallback,
  parse: (text) => values.find((value) => value === text) ?? null,
  print: String,
});

/** A whole number from `min` to `max`: a page (from 1), a minimum strength. */
export const wholeParam = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): UrlParam<number> => ({
  fallback,
  parse: (text) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null),
  print: String,
});

/** A day as YYYY-MM-DD that exists, or nothing. */
export const dayParam: UrlParam<string> = {
  fallback: '',
  parse: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : null),
  print: String,
};

/** A table's sort: `name` ascending, `-name` descending, by one of the table's columns. */
export const sortParam = (keys: readonly string[], fallback: TableSort): UrlParam<TableSort> => ({
  fallback,
  parse: (text) => {
    const key = text.replace(/^-/, '');
    return keys.includes(key) ? { key, direction: text.startsWith('-') ? 'descending' : 'ascending' } : null;
  },
  print: (sort) => `${sort.direction === 'descending' ? '-' : ''}${sort.key}`,
});
