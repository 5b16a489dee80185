import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { HireExpertCheckDocument, HireRequestedTemplatesDocument } from '../../../gql/graphql';
import { useSession } from '../../accounts/hooks/use-session';
import { requestedTemplateIds } from '../request-management';

/** A failed check is only logged (PRODUCT-SPEC §8): the button stays usable, the API decides. */
function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not check ${what}`, error);
  }, [error, what]);
}

/**
 * Whether the signed-in user already has an open request for one template (the detail page's
 * Request Submitted). Asked on every visit, since a request may have been closed elsewhere; a
 * visitor asks nothing.
 */
export function useHireRequestCheck(templateId: string): boolean {
  const { user } = useSession();
  const { data, error } = useQuery(HireExpertCheckDocument, {
    variables: { templateId },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  useLoggedFailure(error, 'for a hire request');
  return Boolean(user && data?.hireRequestCheck.hasActiveRequest);
}

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
  useLoggedFailure(error, 'which templates have hire requests');
  const requests = user ? data?.hireRequests : undefined;
  return useMemo(() => requestedTemplateIds(requests ?? []), [requests]);
}
