import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BaseHttpLink } from '@apollo/client/link/http';
import { tap } from 'rxjs';
import type { DocumentNode } from 'graphql';
import { readSessionToken, reportRefusedToken } from '../features/accounts/session-token';
import { isUnauthorized } from './request-error';
import { subscriptionLink } from './subscription-link';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Send no session token: signing in and registering start a session, they need none. */
    withoutSession?: boolean;
    /** The token the operation was sent with, set by the auth link. */
    sessionToken?: string;
  }
}

/**
 * Sends the stored session token, when there is one, as a Bearer header on every operation sent
 * over HTTP. A plain link rather than SetContextLink: the token is read synchronously, and the
 * home route's bundle has no room for what it does not need.
 */
const authLink = new ApolloLink((operation, forward) => {
  const context = operation.getContext();
  const token = context.withoutSession ? null : readSessionToken();
  if (token) {
    operation.setContext({
      sessionToken: token,
      headers: { ...context.headers, authorization: `Bearer ${token}` },
    });
  }
  return forward(operation);
});

/**
 * Reports a session the API refused (401 or UNAUTHORIZED) so the app signs out, whichever
 * operation found out. Only operations that carried a token count: a wrong password at sign-in is
 * UNAUTHORIZED too, and a visitor has no session to end.
 */
const sessionEndLink = new ApolloLink((operation, forward) => {
  const refused = (error: unknown) => {
    const { sessionToken } = operation.getContext();
    if (sessionToken && isUnauthorized(error)) reportRefusedToken(sessionToken);
  };
  // A plain link rather than ErrorLink, which would cost the home route's bundle more.
  return forward(operation).pipe(
    tap({
      next: (result) => {
        if (result.errors?.length) refused(new CombinedGraphQLErrors(result));
      },
      error: refused,
    }),
  );
});

/**
 * The cache. Paged lists are stored per argument set and replaced, never merged behind the
 * page's back: Load More appends the next page explicitly (fetchMore + updateQuery), and changing
 * filters starts again from page 1. Types without an id are kept inside their parent.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { templates: { merge: false } } },
      TemplatePage: { keyFields: false },
      Pagination: { keyFields: false },
      Category: { keyFields: false },
      IntegrationCount: { keyFields: false },
      AiDocumentation: { keyFields: false },
      // One per user, read with different fields by the session and the billing pages: merged,
      // so a narrower read does not drop fields another one cached.
      SubscriptionStatus: { keyFields: false, merge: true },
      NotificationPage: { keyFields: false },
      // One per kind: a saved switch updates the Settings tab's list in place.
      NotificationSetting: { keyFields: ['kind'] },
    },
  });
}

/**
 * Whether `query` is a subscription: those go over the socket, everything else over HTTP. Its
 * operation is the document's only one (codegen's documents hold one operation each); read
 * without `getMainDefinition`, whose module would weigh on the home route's bundle.
 */
export function isSubscription(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
}

/**
 * The app's one Apollo Client, talking to the API's /graphql on the same origin: queries and
 * mutations over HTTP (`transport`) with the session's Bearer header, subscriptions over the
 * graphql-ws socket (`subscriptions`), whose token travels in its `connectionParams`. Tests pass
 * a `MockLink` as `transport` (and a stand-in for `subscriptions`) to run the real session links
 * over mocked answers.
 *
 * The HTTP transport is BaseHttpLink, which is HttpLink without its client-awareness link: that
 * link only adds Apollo's client name and library version (headers, `extensions.clientLibrary`)
 * for Apollo's usage reporting, which the API does not read, and cost the home route 0.3 KB.
 */
export function createApolloClient(
  transport: ApolloLink = new BaseHttpLink({ uri: '/graphql' }),
  subscriptions: ApolloLink = subscriptionLink(),
): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => isSubscription(query),
      subscriptions,
      ApolloLink.from([sessionEndLink, authLink, transport]),
    ),
    cache: createCache(),
  });
}
