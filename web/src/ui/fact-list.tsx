import type { ReactNode } from 'react';
import './fact-list.css';

/**
 * Label and value pairs as a definition list on a light panel: a request's template, company and
 * project in its details and in its Applications dialog.
 */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="fact-list">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
