import type { MockLink } from '@apollo/client/testing';
import { ProfileFormDocument } from '../../../gql/graphql';
import type { SessionUser } from '../../accounts/hooks/use-session';

/** The Profile tab's own load of the account. */
export function profileFormMock(user: SessionUser): MockLink.MockedResponse {
  return {
    request: { query: ProfileFormDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
        },
      },
    },
  };
}
