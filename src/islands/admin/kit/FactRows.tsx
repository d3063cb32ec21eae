import type { ReactNode } from 'react';

/** Terms and their values as the rows of a description list (`<dl>`): each a `div` holding its `dt` and `dd`. */
export function FactRows({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return facts.map(([term, value]) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  ));
}
