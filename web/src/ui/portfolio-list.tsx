import { Badge } from './badge';
import { ExternalLink } from './external-link';
import './portfolio-list.css';

export interface PortfolioListItem {
  title: string;
  url?: string | null;
  description: string;
  technologies: readonly string[];
}

/**
 * Portfolio items to read (an expert's, shown to a client or an admin): title, a link when the
 * address is a web one, description and technologies.
 */
export function PortfolioList({ items }: { items: readonly PortfolioListItem[] }) {
  if (items.length === 0) return <p className="portfolio-list__none">No portfolio items.</p>;
  return (
    <ul className="portfolio-list">
      {items.map((item, index) => (
        <li key={index} className="portfolio-list__item">
          <p className="portfolio-list__title">
            <ExternalLink href={item.url}>{item.title}</ExternalLink>
          </p>
          {item.url && <p className="portfolio-list__url">{item.url}</p>}
          {item.description && <p className="portfolio-list__description">{item.description}</p>}
          {item.technologies.length > 0 && (
            <ul className="portfolio-list__technologies" aria-label="Technologies">
              {item.technologies.map((technology, at) => (
                <li key={at}>
                  <Badge variant="tag">{technology}</Badge>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
