import { Button } from '../../../ui/button';
import { Icon, StrokeIcon } from '../../../ui/icon';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { SORT_OPTIONS, type MyTemplatesLayout, type SavedTemplateSort } from '../my-templates-view';

/** Three rows with a dot before each: the list layout (the icon set has none). */
const LIST_ICON = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';

export interface MyTemplatesToolbarProps {
  searchText: string;
  onSearchTextChange(text: string): void;
  sortBy: SavedTemplateSort;
  onSortChange(value: string): void;
  layout: MyTemplatesLayout;
  onLayoutChange(layout: MyTemplatesLayout): void;
  refreshing: boolean;
  onRefresh(): void;
}

/** Search, sort, grid or list, and refresh. */
export function MyTemplatesToolbar({
  searchText,
  onSearchTextChange,
  sortBy,
  onSortChange,
  layout,
  onLayoutChange,
  refreshing,
  onRefresh,
}: MyTemplatesToolbarProps) {
  return (
    <div className="my-templates-toolbar">
      <TextField
        label="Search"
        type="search"
        className="my-templates-toolbar__search"
        placeholder="Search your saved templates"
        value={searchText}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onSearchTextChange(event.target.value)}
      />
      <Select
        label="Sort by"
        className="my-templates-toolbar__sort"
        value={sortBy}
        options={SORT_OPTIONS}
        onChange={onSortChange}
      />
      <div className="my-templates-toolbar__buttons">
        <div className="my-templates-toolbar__layout" role="group" aria-label="Layout">
          <Button
            variant="secondary"
            aria-label="Grid view"
            aria-pressed={layout === 'grid'}
            icon={<Icon name="grid" size={18} />}
            onClick={() => onLayoutChange('grid')}
          />
          <Button
            variant="secondary"
            aria-label="List view"
            aria-pressed={layout === 'list'}
            icon={<StrokeIcon path={LIST_ICON} size={18} />}
            onClick={() => onLayoutChange('list')}
          />
        </div>
        <Button
          variant="secondary"
          loading={refreshing}
          icon={<Icon name="refresh" size={18} />}
          onClick={onRefresh}
        >
          Refresh
        </Button>
      </div>
    </div>
  );
}
