import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

/** Browser storage key of the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Sends the stored session token, when there is one, as a Bearer header on every operation. */
const authLink = new SetContextLink((context) => {
  const token = storedToken();
  if (!token) return {};
  return { headers: { ...context.headers, authorization: `Bearer ${token}` } };
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
    },
  });
}

/** The app's one Apollo Client, talking to the API's /graphql on the same origin. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
  });
}
