import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { HireRequestedTemplatesDocument } from '../../../gql-home/graphql';
import { useSession } from '../../accounts/hooks/use-session';
import { requestedTemplateIds } from '../requested-templates';

/**
 * The templates the signed-in user has an open request for, for a grid of cards: one query for
 * the whole grid instead of a check per card. Empty for a visitor.
 */
export function useHireRequestedTemplates(): ReadonlySet<string> {
  const { user } = useSession();
  const { data, error } = useQuery(HireRequestedTemplatesDocument, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  // Only logged: the cards stay usable and the API refuses a second request.
  useEffect(() => {
    if (error) console.error('Could not check which templates have hire requests', error);
  }, [error]);
  const requests = user ? data?.hireRequests : undefined;
  return useMemo(() => requestedTemplateIds(requests ?? []), [requests]);
}
