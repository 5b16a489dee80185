import './stat-strip.css';

/**
 * A section header's figures, each with what it counts ('Total requests 4'), as a definition
 * list so a screen reader pairs each number with its label.
 */
export function StatStrip({ stats }: { stats: readonly (readonly [string, number])[] }) {
  return (
    <dl className="stat-strip">
      {stats.map(([label, value]) => (
        <div key={label} className="stat-strip__stat">
          <dt>{label}</dt>
          <dd>{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
