import fc from 'fast-check';
import type { CorpusCase } from '../corpusCase.ts';
import { toJsonText } from '../jsonText.ts';
import { badPercent } from '../percentEncoding.ts';
import type { Frame } from '../requests.ts';

/**
 * PostgREST's own ways to go wrong on an insert: `on_conflict` naming columns without a unique
 * constraint (or none at all) together with a resolution, a column repeated in `columns=`, odd
 * Prefer values, and schemas other than public.
 */
export function restVariants(frame: Frame, valid: fc.Arbitrary<unknown>, columns: readonly string[]): fc.Arbitrary<CorpusCase>[] {
  const send =
    (hostile: string, query: string, headers: Record<string, string> = {}, expect: CorpusCase['expect'] = 'either') =>
    (body: unknown): CorpusCase => ({
      hostile,
      expect,
      request: { method: 'POST', path: `${frame.path}?${query}`, headers: { ...frame.headers, ...headers }, body: toJsonText(body) },
    });
  const column = fc.oneof(fc.constantFrom(...columns, 'id', 'no_such_column', ''), badPercent);
  const resolution = fc.constantFrom('resolution=merge-duplicates', 'resolution=ignore-duplicates');
  return [
    fc
      .tuple(valid, fc.array(column, { minLength: 1, maxLength: 3 }), resolution)
      .map(([body, names, prefer]) =>
        send('on_conflict with a resolution', `on_conflict=${names.join(',')}`, { Prefer: `${prefer},return=minimal` })(body),
      ),
    fc.tuple(valid, column, fc.constantFrom('repeated', 'quoted', 'twice')).map(([body, name, form]) => {
      const query =
        form === 'repeated'
          ? `columns=${name},${name}`
          : form === 'quoted'
            ? `columns="${name}","${name}"`
            : `columns=${name}&columns=${name}`;
      return send('a column repeated in columns=', query)(body);
    }),
    fc
      .tuple(
        valid,
        fc.constantFrom(
          'return=representation',
          'count=exact',
          'missing=default',
          'return=headers-only',
          'tx=rollback',
          'resolution=merge-duplicates,missing=default',
          'a'.repeat(4000),
        ),
      )
      .map(([body, prefer]) => send(`Prefer ${prefer.slice(0, 40)}`, '', { Prefer: prefer })(body)),
    fc
      .tuple(valid, fc.constantFrom('private', 'auth', 'embedded', 'pg_catalog', 'Public', 'public\u00e9'))
      .map(([body, schema]) => send(`Content-Profile ${schema}`, '', { 'Content-Profile': schema }, 'refused')(body)),
  ];
}
