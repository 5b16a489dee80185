import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The GraphQL `extensions.code` of the API's 403 when the plan's save limit is used up. */
export const SUBSCRIPTION_LIMIT_REACHED = 'SUBSCRIPTION_LIMIT_REACHED';

/** The save limit of a plan whose limit the API did not say: the Free plan's. */
const DEFAULT_SAVE_LIMIT = 5;

/** What the upgrade prompt shows: the API's message and the usage of the plan that ran out. */
export interface SubscriptionLimit {
  message: string;
  currentUsage: number;
  limit: number;
  /** The plan's name, `Free` when no paid plan is active. */
  subscriptionName: string;
  /** `template_saves` for saving. */
  limitationType: string;
  featureName: string;
}

interface ErrorBody {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function count(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function errorsOf(error: unknown): ErrorBody[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors as ErrorBody[];
  if (!ServerError.is(error)) return [];
  try {
    const body = JSON.parse(error.bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) ? (body.errors as ErrorBody[]) : [];
  } catch {
    return [];
  }
}

/**
 * The limit a failed operation ran into, when it failed with SUBSCRIPTION_LIMIT_REACHED (inside a
 * 200 or as the body of a 403); null for any other failure.
 */
export function readSubscriptionLimit(error: unknown): SubscriptionLimit | null {
  const found = errorsOf(error).find(
    (body) => body.extensions?.code === SUBSCRIPTION_LIMIT_REACHED,
  );
  if (!found) return null;
  const extensions = found.extensions ?? {};
  const limit = count(extensions.limit, DEFAULT_SAVE_LIMIT);
  return {
    message: text(found.message, 'You have reached the limit of your plan.'),
    currentUsage: count(extensions.currentUsage, limit),
    limit,
    subscriptionName: text(extensions.subscriptionName, 'Free'),
    limitationType: text(extensions.limitationType, 'template_saves'),
    featureName: text(extensions.featureName, 'Saved templates'),
  };
}
