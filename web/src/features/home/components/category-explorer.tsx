import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '../../../ui/icon';
import type { CategoryCount } from '../category-explorer-model';
import { Spinner } from '../../../ui/spinner';
import './category-explorer.css';

// The cards are fetched when the explorer is about to open (pointer over or focus on its toggle):
// the home route has a size budget.
const loadPanel = () => import('./category-panel');
const CategoryPanel = lazy(loadPanel);

/**
 * Browse by category: collapsed until opened, then the category cards (category-panel.tsx), with
 * View All / Show Less when there are more than 12. A card filters the grid.
 */
export function CategoryExplorer({ categories }: { categories: readonly CategoryCount[] }) {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();

  return (
    <section id="categories" className="category-explorer" aria-labelledby={`${panelId}-title`}>
      <button
        type="button"
        className="category-explorer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        {open && (
          <Suspense fallback={<Spinner size={24} label="Loading categories" />}>
            <CategoryPanel
              categories={categories}
              showAll={showAll}
              onToggleShowAll={() => setShowAll((value) => !value)}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
