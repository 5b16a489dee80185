import { Link } from 'react-router-dom';
import type { HomePageTemplatesQuery } from '../../../gql-home/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { EMPTY_FILTERS, serializeFilters, type HomeFilters } from '../home-filters';
import './empty-results.css';

export interface EmptyResultsProps {
  filters: HomeFilters;
  /** What the API offers instead: services and categories that do have templates. */
  suggestions?: HomePageTemplatesQuery['templates']['suggestions'];
  onClearFilters(): void;
}

/** The home page listing these filters, scrolled to the grid. */
function listHref(filters: HomeFilters): string {
  const query = serializeFilters(filters).toString();
  return `/${query ? `?${query}` : ''}#templates`;
}

/**
 * No template matches: say so, suggest services and categories that have templates (a service
 * lists by that service alone; a category keeps the search when the search finds templates
 * there), and offer to reset every filter, the search included.
 */
export default function EmptyResults({ filters, suggestions, onClearFilters }: EmptyResultsProps) {
  const services = suggestions?.services ?? [];
  const categories = suggestions?.categories ?? [];
  const search = suggestions?.categoriesOfSearch ? filters.search : '';
  return (
    <div className="results-state">
      <span className="results-state__icon">
        <Icon name="search" size={26} />
      </span>
      <h3 className="results-state__title">No templates found</h3>
      <p className="results-state__text">
        Try a different search or fewer filters to see more workflows.
      </p>
      {services.length > 0 && (
        <nav className="results-state__suggestions" aria-label="Suggested services">
          <h4 className="results-state__label">Try a service</h4>
          <ul>
            {services.map(({ name, count }) => (
              <li key={name}>
                <Link to={listHref({ ...EMPTY_FILTERS, integration: name })}>
                  {name} <span className="results-state__count">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.length > 0 && (
        <nav className="results-state__suggestions" aria-label="Suggested categories">
          <h4 className="results-state__label">
            {search ? `Or look in a category for “${search}”` : 'Or browse a category'}
          </h4>
          <ul>
            {categories.map(({ name, count }) => (
              <li key={name}>
                <Link to={listHref({ ...EMPTY_FILTERS, search, category: name })}>
                  {name} <span className="results-state__count">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Button variant="primary" onClick={onClearFilters}>
        Clear Filters
      </Button>
    </div>
  );
}
