import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense } from 'react';
import { HomePageSavedStateDocument, type TemplateFilterInput } from '../../../gql-home/graphql';
import { useHireExpert } from '../../hiring/hooks/use-hire-expert';
import { useHireRequestedTemplates } from '../../hiring/hooks/use-hire-requested-templates';
import { useDiagramDialog } from '../../saved-templates/hooks/use-diagram-dialog';
import { useSaveToggle } from '../../saved-templates/hooks/use-save-toggle';
import {
  useSavedStateRefresh,
  type SavedState,
} from '../../saved-templates/hooks/use-saved-state-refresh';
import { TemplateCard } from '../../templates/components/template-card';
import { TemplateCardSkeleton } from '../../templates/components/template-card-skeleton';
import { toFilterInput, type HomeFilters } from '../home-filters';
import { useTemplateList } from '../hooks/use-template-list';
import { ResultsError } from './results-states';
import { resultsHeading, resultsSubtitle } from '../results-heading';
import { fadeInDelay, PAGE_SIZE, SKELETON_CARD_COUNT } from '../template-list';
import { LoadMore } from './load-more';
import './template-results.css';

// Seldom shown, and the home route's JavaScript budget is tight: its own chunk. (Not the error
// block: when the list failed to load, a chunk may well fail too.)
const EmptyResults = lazy(() => import('./empty-results'));

/** The most cards whose saved state one request asks again: the API's largest page. */
const SAVED_STATE_PAGE = 100;

/** The saved state of the first `shown` templates of the list, in as few requests as it takes. */
async function listSavedState(
  client: ApolloClient,
  filter: TemplateFilterInput | null,
  shown: number,
): Promise<SavedState[]> {
  const limit = Math.min(shown, SAVED_STATE_PAGE);
  const states: SavedState[] = [];
  for (let page = 1; (page - 1) * limit < shown; page += 1) {
    // Not cached: the list's own page is stored under the same field and must stay whole.
    const { data } = await client.query({
      query: HomePageSavedStateDocument,
      variables: { filter, page, limit },
      fetchPolicy: 'no-cache',
    });
    states.push(...(data?.templates.templates ?? []));
  }
  return states;
}

export interface TemplateResultsProps {
  filters: HomeFilters;
  onClearFilters(): void;
}

/**
 * The heading and the grid for one set of filters, in one of four states: a skeleton
 * of 20 cards while loading, the cards with Load More, the empty state, or the error block.
 * Cards save and unsave in place, open the diagram of a saved template and the hire-expert form
 * (Request Submitted where a request is open); after someone signs in, the saved state of the
 * cards shown is asked again.
 */
export function TemplateResults({ filters, onClearFilters }: TemplateResultsProps) {
  const filter = toFilterInput(filters);
  const list = useTemplateList(filter);
  const hire = useHireExpert();
  const hireRequested = useHireRequestedTemplates();
  const saveToggle = useSaveToggle();
  const diagram = useDiagramDialog();
  const total = list.pagination?.totalItems;
  const shown = list.templates.length;
  useSavedStateRefresh(async (client) => (shown ? listSavedState(client, filter, shown) : []));

  return (
    <div className="template-results">
      <div className="template-results__heading">
        <h2 className="template-results__title">{resultsHeading(filters)}</h2>
        <p className="template-results__subtitle" aria-live="polite">
          {list.failed ? '' : resultsSubtitle(list.initialLoading, total)}
        </p>
      </div>

      {list.initialLoading && (
        <div className="template-results__grid" aria-busy="true" aria-label="Loading templates">
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <TemplateCardSkeleton key={index} />
          ))}
        </div>
      )}

      {list.failed && !list.initialLoading && <ResultsError onRetry={list.retry} />}

      {!list.initialLoading && !list.failed && list.templates.length === 0 && (
        <Suspense fallback={null}>
          <EmptyResults
            filters={filters}
            suggestions={list.suggestions}
            onClearFilters={onClearFilters}
          />
        </Suspense>
      )}

      {list.templates.length > 0 && (
        <>
          <ul className="template-results__grid" aria-label="Templates">
            {list.templates.map((template, index) => {
              const saved = saveToggle.signedIn && template.isSaved;
              return (
                <li key={template.id} className="template-results__item">
                  <TemplateCard
                    template={template}
                    saved={saved}
                    saving={saveToggle.isPending(template.id)}
                    signedIn={saveToggle.signedIn}
                    hireRequested={hireRequested.has(template.id)}
                    namedServices={list.namedServices}
                    fadeInDelayMs={fadeInDelay(index % PAGE_SIZE)}
                    onToggleSave={() => saveToggle.toggle(template.id, saved)}
                    onHireExpert={() => hire.request({ id: template.id, name: template.name })}
                    onDiagram={() => diagram.open({ id: template.id, name: template.name })}
                  />
                </li>
              );
            })}
          </ul>
          {list.pagination && (
            <LoadMore
              pagination={list.pagination}
              loadedCount={list.templates.length}
              loading={list.loadingMore}
              failed={list.loadMoreFailed}
              onLoadMore={list.loadMore}
            />
          )}
        </>
      )}
      {diagram.dialog}
      {hire.dialog}
    </div>
  );
}
