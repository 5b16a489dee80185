import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { HireExpertCheckDocument } from '../../../gql-home/graphql';
import { useSession } from '../../accounts/hooks/use-session';

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
  // Only logged: the button stays usable and the API refuses a second request.
  useEffect(() => {
    if (error) console.error('Could not check for a hire request', error);
  }, [error]);
  return Boolean(user && data?.hireRequestCheck.hasActiveRequest);
}
