import type { ExpertApplicationStatus } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/badge';
import type { SessionUser } from '../accounts/hooks/use-session';
import { planName } from '../dashboard/account-summary';
import { FREE_PLAN } from '../billing/billing-format';

/**
 * Whether the Become an Expert banner shows for the account's plan: any plan but Free, since the
 * programme's waiting list is for subscribers (docs/DECISIONS.md).
 */
export function bannerShownForPlan(user: Pick<SessionUser, 'subscription'>): boolean {
  return planName(user) !== FREE_PLAN;
}

/** Colours of an application's status: pending yellow, approved green, else red. */
export function expertStatusTone(status: ExpertApplicationStatus): BadgeTone {
  if (status === 'pending') return 'amber';
  if (status === 'approved') return 'green';
  return 'red';
}

/** What the banner says of an application in each status. */
export const EXPERT_STATUS_TEXT: Record<ExpertApplicationStatus, { label: string; text: string }> =
  {
    pending: {
      label: 'Pending review',
      text: 'Your application is on the waiting list. We will review it and get back to you soon.',
    },
    approved: {
      label: 'Approved',
      text: 'Welcome aboard: you can now apply to client projects on the expert board.',
    },
    rejected: {
      label: 'Not approved',
      text: 'Your application was not approved this time.',
    },
  };
