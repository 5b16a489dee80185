import { Badge } from '../../../ui/badge';
import './portfolio-list.css';

export interface PortfolioListItem {
  title: string;
  url?: string | null;
  description: string;
  technologies: readonly string[];
}

/** Portfolio items to read: title (a link when there is one), description, technologies. */
export function PortfolioList({ items }: { items: readonly PortfolioListItem[] }) {
  if (items.length === 0) return <p className="portfolio-list__none">No portfolio items.</p>;
  return (
    <ul className="portfolio-list">
      {items.map((item, index) => (
        <li key={index} className="portfolio-list__item">
          <p className="portfolio-list__title">
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              item.title
            )}
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
