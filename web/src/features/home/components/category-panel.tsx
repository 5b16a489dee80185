import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import {
  CATEGORY_DISPLAY_LIMIT,
  categoryGradient,
  categoryHref,
  categoryIcon,
  visibleCategories,
  type CategoryCount,
} from '../category-explorer-model';

export interface CategoryPanelProps {
  categories: readonly CategoryCount[];
  showAll: boolean;
  onToggleShowAll(): void;
}

/**
 * What the opened category explorer shows: the most populated categories as coloured cards (all
 * of them after View All), each filtering the grid. Its own chunk, with the card rules and icons,
 * fetched when the explorer first opens: the home route has a size budget.
 */
export default function CategoryPanel({
  categories,
  showAll,
  onToggleShowAll,
}: CategoryPanelProps) {
  const shown = visibleCategories(categories, showAll);
  const canExpand = categories.length > CATEGORY_DISPLAY_LIMIT;
  return (
    <>
      {shown.length === 0 ? (
        <p className="category-explorer__empty">Categories will appear here once loaded.</p>
      ) : (
        <ul className="category-explorer__grid">
          {shown.map((category, index) => (
            <li key={category.name}>
              <Link
                to={categoryHref(category.name)}
                className="category-card"
                style={{ backgroundImage: categoryGradient(index) }}
              >
                <span className="category-card__icon">
                  <Icon name={categoryIcon(category.name)} size={22} />
                </span>
                <span className="category-card__name">{category.name}</span>
                <span className="category-card__count">
                  {category.count.toLocaleString('en-US')}{' '}
                  {category.count === 1 ? 'template' : 'templates'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canExpand && (
        <button type="button" className="category-explorer__more" onClick={onToggleShowAll}>
          {showAll ? 'Show Less' : 'View All'}
        </button>
      )}
    </>
  );
}
