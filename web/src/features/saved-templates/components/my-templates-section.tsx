import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { isUnauthorized } from '../../../app/request-error';
import { MyTemplatesSectionDocument, type MyTemplatesSectionQuery } from '../../../gql/graphql';
import { HireRequestedTemplatesDocument } from '../../../gql-home/graphql';
import { requestedTemplateIds } from '../../hiring/requested-templates';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { useHireExpert } from '../../hiring/hooks/use-hire-expert';
import { useMyTemplatesActions } from '../my-templates-actions';
import { useMyTemplatesView } from '../my-templates-view';
import { MyTemplatesCard } from './my-templates-card';
import { Pagination } from '../../../ui/pagination';
import { MyTemplatesRemoveDialog } from './my-templates-remove-dialog';
import { MyTemplatesRemoved } from './my-templates-removed';
import { MyTemplatesEmpty, MyTemplatesError, MyTemplatesLoading } from './my-templates-states';
import { MyTemplatesToolbar } from './my-templates-toolbar';
import './my-templates-section.css';

export const UNAUTHORIZED_MESSAGE = 'Please sign in to view your saved templates';
export const LOAD_FAILED_MESSAGE = 'Failed to load saved templates. Please try again.';

type SavedItem = MyTemplatesSectionQuery['savedTemplates']['items'][number];

/** A save whose template is still there (one that left a moment ago is listed apart next time). */
function inCatalogue(item: SavedItem): item is SavedItem & { template: { id: string } } {
  return item.template !== null;
}

interface PendingRemoval {
  id: string;
  templateId: string;
  name: string;
}

/**
 * The dashboard's My Templates section, its default: the signed-in user's
 * saved templates, searched, sorted and paged on the server, twelve to a page. It asks the API
 * each time it opens; while a later page, search or refresh loads, the cards shown stay in place.
 */
export function MyTemplatesSection() {
  const titleId = useId();
  const view = useMyTemplatesView();
  const actions = useMyTemplatesActions();
  const hire = useHireExpert();
  // Its own query rather than the home grid's hook: the bundler splits the home route into more
  // chunks (2 KB over its budget) when a hook that queries is shared with the dashboard's chunk.
  const requested = useQuery(HireRequestedTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const hireRequested = requestedTemplateIds(requested.data?.hireRequests ?? []);
  const [pendingRemoval, setPendingRemoval] = useState<PendingRemoval | null>(null);
  const { data, previousData, loading, error, networkStatus, refetch } = useQuery(
    MyTemplatesSectionDocument,
    { variables: view.variables, fetchPolicy: 'cache-and-network' },
  );
  const shown = (data ?? previousData)?.savedTemplates;

  // A removal can empty the last page: go to the last page there still is.
  const totalPages = data?.savedTemplates.pagination.totalPages;
  if (totalPages !== undefined && view.page > Math.max(totalPages, 1)) {
    view.setPage(Math.max(totalPages, 1));
  }

  const retry = () => void refetch().catch(() => undefined);

  async function confirmRemoval() {
    if (!pendingRemoval) return;
    // Closed either way: a failure is said above the list, where the card still is.
    await actions.remove(pendingRemoval);
    setPendingRemoval(null);
  }

  function content() {
    if (error) {
      const message = isUnauthorized(error) ? UNAUTHORIZED_MESSAGE : LOAD_FAILED_MESSAGE;
      return <MyTemplatesError message={message} onRetry={retry} />;
    }
    if (!shown) return <MyTemplatesLoading />;
    const items = shown.items.filter(inCatalogue);
    if (items.length === 0) {
      return (
        <MyTemplatesEmpty
          searching={view.search !== ''}
          onClearSearch={() => view.setSearchText('')}
        />
      );
    }
    return (
      <>
        <ul
          className={`my-templates__${view.layout}`}
          aria-label="Saved templates"
          aria-busy={loading || undefined}
        >
          {items.map((item) => (
            <li key={item.id} className="my-templates__item">
              <MyTemplatesCard
                saved={item}
                layout={view.layout}
                downloading={actions.isDownloading(item.template.id)}
                removing={actions.isRemoving(item.id)}
                hireRequested={hireRequested.has(item.template.id)}
                onDownload={(templateId, name) => void actions.download(templateId, name)}
                onRemove={setPendingRemoval}
                onHireExpert={(id, name) => hire.request({ id, name })}
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={view.page}
          totalPages={shown.pagination.totalPages}
          disabled={loading}
          onChange={view.setPage}
        />
      </>
    );
  }

  return (
    <Panel className="my-templates" aria-labelledby={titleId}>
      <div className="my-templates__header">
        <div className="my-templates__heading">
          <h2 id={titleId} className="my-templates__title">
            My Templates
          </h2>
          {shown && (
            <Badge tone="brand" className="my-templates__count">
              {shown.pagination.totalItems.toLocaleString('en-US')}
              <span className="visually-hidden"> saved templates</span>
            </Badge>
          )}
        </div>
        <ButtonLink to="/" variant="light" size="sm" icon={<Icon name="search" size={16} />}>
          Browse More Templates
        </ButtonLink>
      </div>

      <MyTemplatesToolbar
        searchText={view.searchText}
        onSearchTextChange={view.setSearchText}
        sortBy={view.sortBy}
        onSortChange={view.setSortBy}
        layout={view.layout}
        onLayoutChange={view.setLayout}
        refreshing={networkStatus === NetworkStatus.refetch}
        onRefresh={retry}
      />

      {actions.problem && (
        <FormMessage tone="error" onDismiss={actions.dismissProblem}>
          {actions.problem}
        </FormMessage>
      )}
      {shown && (
        <MyTemplatesRemoved
          removed={shown.removed}
          isDismissing={actions.isRemoving}
          onDismiss={(id) => void actions.remove({ id, templateId: null })}
        />
      )}

      {content()}

      <MyTemplatesRemoveDialog
        name={pendingRemoval?.name ?? null}
        removing={pendingRemoval !== null && actions.isRemoving(pendingRemoval.id)}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => {
          if (!pendingRemoval || !actions.isRemoving(pendingRemoval.id)) setPendingRemoval(null);
        }}
      />
      {hire.dialog}
    </Panel>
  );
}
