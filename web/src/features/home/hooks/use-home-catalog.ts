import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { HomePageCatalogDocument } from '../../../gql-home/graphql';
import { INTEGRATION_CHOICES } from '../served-queries';

/**
 * The hero count and the category and integration choices. A failure here is only logged:
 * the hero keeps its fallback figure and the choices stay empty, while the
 * template list works on its own.
 */
export function useHomeCatalog() {
  const { data, loading, error } = useQuery(HomePageCatalogDocument, {
    variables: { integrationLimit: INTEGRATION_CHOICES },
    errorPolicy: 'all',
    // After a failure, later cache writes (the template list) must not keep re-sending it.
    nextFetchPolicy: 'cache-only',
  });

  useEffect(() => {
    if (error) console.error('Failed to load the template catalogue summary', error);
  }, [error]);

  return {
    loading,
    totalTemplates: data?.templateCount?.pagination.totalItems,
    categories: data?.categories ?? [],
    integrations: data?.integrations ?? [],
  };
}
