import { Badge } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';

/** The template's tags as keyword chips; nothing is drawn for a template without tags. */
export function TemplateTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Panel className="detail-card" aria-labelledby="tags-heading">
      <h2 id="tags-heading" className="detail-card__title">
        Tags
      </h2>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="tag">{tag}</Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
