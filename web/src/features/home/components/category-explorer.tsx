import { useId, useState } from 'react';
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
import './category-explorer.css';

/**
 * Browse by category: collapsed until opened, then the most populated categories as coloured
 * cards, with View All / Show Less when there are more than 12. A card filters the grid.
 */
export function CategoryExplorer({ categories }: { categories: readonly CategoryCount[] }) {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();
  const shown = visibleCategories(categories, showAll);
  const canExpand = categories.length > CATEGORY_DISPLAY_LIMIT;

  return (
    <section id="categories" className="category-explorer" aria-labelledby={`${panelId}-title`}>
      <button
        type="button"
        className="category-explorer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="category-explorer__toggle-icon">
          <Icon name="grid" size={20} />
        </span>
        <span className="category-explorer__toggle-text">
          <span id={`${panelId}-title`} className="category-explorer__title">
            Explore by category
          </span>
          <span className="category-explorer__subtitle">
            {categories.length > 0
              ? `${categories.length} categories of ready-made workflows`
              : 'Find workflows for your use case'}
          </span>
        </span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={20} />
      </button>

      <div id={panelId} className="category-explorer__panel" hidden={!open}>
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
          <button
            type="button"
            className="category-explorer__more"
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show Less' : 'View All'}
          </button>
        )}
      </div>
    </section>
  );
}
