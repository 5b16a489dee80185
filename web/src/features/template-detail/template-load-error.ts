import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TEMPLATE_LOAD_FAILED = 'Failed to load template. Please try again later.';

/**
 * The message of the detail page's error state: the API's NOT_FOUND code (an
 * unknown or malformed id) reads 'Template not found'; network and server failures get the
 * generic retry-later text, never a raw error.
 */
export function templateLoadErrorMessage(error: unknown): string {
  const notFound =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
  return notFound ? TEMPLATE_NOT_FOUND : TEMPLATE_LOAD_FAILED;
}
