import { AppError } from '../../core/app-error';

/** What a feature the plan does not allow (enough of) says, beside the plan's name. */
export interface PlanLimit {
  /** The plan's name (`Free`, `Pro`). */
  plan: string;
  currentUsage: number;
  limit: number;
  /** Which limit: `template_saves`, `expert_hiring`. */
  limitationType: string;
  featureName: string;
}

/**
 * A 403 whose body carries the upgrade data the web's upgrade prompt shows:
 * one shape for every feature a plan limits, so the prompt reads all of them alike.
 */
export function upgradeRequired(
  code: 'subscription_required' | 'subscription_limit_reached',
  message: string,
  limit: PlanLimit,
): AppError {
  return new AppError(code, message, {
    currentUsage: limit.currentUsage,
    limit: limit.limit,
    upgradeRequired: true,
    subscriptionName: limit.plan,
    limitationType: limit.limitationType,
    featureName: limit.featureName,
  });
}
