import { Link } from 'react-router-dom';
import { Panel } from '../../../ui/panel';
import type { OtherSource } from '../template-detail.types';

/** Where a source came from, as people know it: `owner/name` and the file, when recorded. */
function sourceOf({ repo, path }: OtherSource): string | undefined {
  if (repo && path) return `${repo}: ${path}`;
  return repo ?? path ?? undefined;
}

/**
 * The same workflow published by other sources (near-copies the catalogue lists once), each
 * linking to its own detail page, which still downloads and saves like any template.
 */
export function OtherSources({ sources }: { sources: OtherSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Panel className="detail-card" aria-labelledby="other-sources-heading">
      <h2 id="other-sources-heading" className="detail-card__title">
        Also published by
      </h2>
      <ul className="related-list">
        {sources.map((source) => (
          <li key={source.id}>
            <Link className="related-list__item" to={`/template/${encodeURIComponent(source.id)}`}>
              <span className="related-list__name">{source.author}</span>
              <span className="related-list__meta">{source.name}</span>
              {sourceOf(source) && (
                <span className="related-list__meta related-list__source">{sourceOf(source)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
