import { CategoryExplorer } from '../components/category-explorer';
import { FilterPanel } from '../components/filter-panel';
import { HeroSection } from '../components/hero-section';
import { SearchBox } from '../components/search-box';
import { TemplateResults } from '../components/template-results';
import { EMPTY_FILTERS, serializeFilters } from '../home-filters';
import { useHomeCatalog } from '../hooks/use-home-catalog';
import { useHomeFilters } from '../hooks/use-home-filters';
import { useSearchBox } from '../hooks/use-search-box';
import './home-page.css';

/**
 * The home page: hero, category explorer, and the template browser whose
 * filters live in the URL.
 */
export function HomePage() {
  const catalog = useHomeCatalog();
  const [filters, setFilters] = useHomeFilters();
  const [searchText, setSearchText] = useSearchBox(filters, setFilters);

  return (
    <>
      <HeroSection totalTemplates={catalog.totalTemplates} />
      <div className="container home-page__body">
        <CategoryExplorer categories={catalog.categories} />
        <section id="templates" className="home-page__browser" aria-label="Templates">
          <FilterPanel
            filters={filters}
            categories={catalog.categories}
            integrations={catalog.integrations}
            onChange={setFilters}
          />
          <div className="home-page__results">
            <SearchBox value={searchText} onChange={setSearchText} />
            <TemplateResults
              key={serializeFilters(filters).toString()}
              filters={filters}
              onClearFilters={() => setFilters(EMPTY_FILTERS)}
            />
          </div>
        </section>
      </div>
    </>
  );
}
