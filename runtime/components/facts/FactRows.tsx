import type { ReactNode } from 'react'

/** One row of a definition list: its term (colon included) and its value. */
export type Fact = readonly [term: string, value: ReactNode]

/** The rows of a `<dl>`, each term and value in a plain div; the list itself is the caller's. */
export function FactRows({ facts }: { facts: readonly Fact[] }) {
  return facts.map(([term, value]) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  ))
}
