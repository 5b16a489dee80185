import { useId, useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { Select, type SelectOption } from '../../../ui/select';
import type { CategoryCount } from '../category-explorer-model';
import {
  clearPanelFilters,
  COMPLEXITIES,
  countActiveFilters,
  N8N_COMPATIBILITIES,
  TRIGGER_TYPES,
  type HomeFilters,
} from '../home-filters';
import { IMPORTS_CLEANLY } from '../../templates/card-format';
import './filter-panel.css';

type FixedFilter = 'complexity' | 'triggerType' | 'n8nCompatibility';

export interface FilterPanelProps {
  filters: HomeFilters;
  categories: readonly CategoryCount[];
  integrations: readonly CategoryCount[];
  onChange(next: HomeFilters): void;
}

/** Choices with counts, plus the current value when the list does not (yet) hold it. */
function countedOptions(
  anyLabel: string,
  items: readonly CategoryCount[],
  current: string,
): SelectOption[] {
  const options = items.map((item) => ({
    value: item.name,
    label: `${item.name} (${item.count.toLocaleString('en-US')})`,
  }));
  if (current && !items.some((item) => item.name === current)) {
    options.unshift({ value: current, label: current });
  }
  return [{ value: '', label: anyLabel }, ...options];
}

/** An "any" choice, then each value under its own name or the label given for it. */
function choices(anyLabel: string, values: readonly string[], labels: string[] = []) {
  return [
    { value: '', label: anyLabel },
    ...values.map((value, i) => ({ value, label: labels[i] ?? value })),
  ];
}

/** The panel's choices among fixed values: its label, the filter it sets, the options. */
const FIXED_CHOICES: Array<[label: string, key: FixedFilter, options: SelectOption[]]> = [
  ['Complexity', 'complexity', choices('All Complexities', COMPLEXITIES)],
  ['Trigger Type', 'triggerType', choices('All Trigger Types', TRIGGER_TYPES)],
  [
    'n8n Import',
    'n8nCompatibility',
    choices('Any', N8N_COMPATIBILITIES, [IMPORTS_CLEANLY, 'Does not import cleanly']),
  ],
];

/**
 * The filter sidebar: category, complexity, trigger type, n8n compatibility and integration, how
 * many are active, and Clear all (which keeps the search text). On small screens it folds behind
 * a button.
 */
export function FilterPanel({ filters, categories, integrations, onChange }: FilterPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const active = countActiveFilters(filters);
  const set = (patch: Partial<HomeFilters>) => onChange({ ...filters, ...patch });

  return (
    <aside className="filter-panel" aria-label="Filters">
      <button
        type="button"
        className="filter-panel__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name="sliders" size={18} />
        {expanded ? 'Hide filters' : 'Show filters'}
        {active > 0 && <span className="filter-panel__toggle-count">{active}</span>}
        <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
      </button>

      <div
        id={bodyId}
        className={expanded ? 'filter-panel__body is-expanded' : 'filter-panel__body'}
      >
        <div className="filter-panel__header">
          <h2 className="filter-panel__title">Filters</h2>
          {active > 0 && <Badge tone="brand">Active</Badge>}
        </div>
        <div className="filter-panel__status">
          <span aria-live="polite">
            {active === 0
              ? 'No filters applied'
              : `${active} active ${active === 1 ? 'filter' : 'filters'}`}
          </span>
          {active > 0 && (
            <button
              type="button"
              className="filter-panel__clear"
              onClick={() => onChange(clearPanelFilters(filters))}
            >
              Clear all
            </button>
          )}
        </div>

        <div className="filter-panel__fields">
          <Select
            label="Category"
            value={filters.category}
            options={countedOptions('All Categories', categories, filters.category)}
            onChange={(category) => set({ category })}
          />
          {FIXED_CHOICES.map(([label, key, options]) => (
            <Select
              key={key}
              label={label}
              value={filters[key]}
              options={options}
              onChange={(value) => set({ [key]: value })}
            />
          ))}
          <Select
            label="Integration"
            value={filters.integration}
            options={countedOptions('All Integrations', integrations, filters.integration)}
            onChange={(integration) => set({ integration })}
          />
        </div>
      </div>
    </aside>
  );
}
