import type { OverviewSectionQuery } from '../../gql/graphql';
import { countOf, formatLongDate } from '../../ui/format';
import { formatPaymentAmount } from '../billing/billing-format';
import type { DashboardSectionId } from './dashboard-sections';

export type Overview = OverviewSectionQuery['dashboardOverview'];

/** One card of the Overview: what it counts, the figure, and where to go from it. */
export interface OverviewCard {
  key: string;
  title: string;
  value: string;
  /** A line under the figure: what it means, or how to start. */
  detail: string;
  /** The figure's parts by status, only those with a count ('Pending 1'). */
  breakdown: readonly (readonly [string, number])[];
  link: { to: string; label: string };
}

/** Where a card's link goes: its dashboard section. */
export function sectionLink(section: DashboardSectionId): string {
  return `/dashboard?section=${section}`;
}

/**
 * A card that counts records by status: the total, the statuses that have any, and, while there
 * are none, where to start (`start`) instead of a link to an empty section.
 */
function countCard(card: {
  key: string;
  title: string;
  total: number;
  detail: string;
  parts: readonly (readonly [string, number])[];
  link: OverviewCard['link'];
  start: Pick<OverviewCard, 'detail' | 'link'>;
}): OverviewCard {
  const empty = card.total === 0;
  return {
    key: card.key,
    title: card.title,
    value: card.total.toLocaleString('en-US'),
    detail: empty ? card.start.detail : card.detail,
    breakdown: card.parts.filter(([, count]) => count > 0),
    link: empty ? card.start.link : card.link,
  };
}

/** `3 of 5`, or `3 of Unlimited` when the plan saves without limit (-1). */
export function savesFigure(used: number, limit: number): string {
  return `${used.toLocaleString('en-US')} of ${limit < 0 ? 'Unlimited' : limit.toLocaleString('en-US')}`;
}

/** What happens when the paid period ends; a Free account has no period. */
export function planDetail(subscription: Overview['subscription']): string {
  if (!subscription.isActive || !subscription.currentPeriodEnd) return 'No paid plan';
  const date = formatLongDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Returns to Free on ${date}` : `Renews on ${date}`;
}

/** What was spent on experts, each currency on its own (`$250.75 USD + €100.00 EUR`). */
export function spendingFigure(spending: Overview['hireSpending']): string {
  if (spending.length === 0) return formatPaymentAmount(0, 'USD');
  return spending.map((total) => formatPaymentAmount(total.amount, total.currency)).join(' + ');
}

/** `4.3 / 5`, or 'No rating yet' while there are too few ratings to average. */
export function ratingFigure(averageRating: number | null): string {
  return averageRating === null ? 'No rating yet' : `${averageRating.toFixed(1)} / 5`;
}

function ratingDetail(ratingCount: number, averageRating: number | null): string {
  if (ratingCount === 0) return 'Clients rate completed projects';
  const ratings = `From ${countOf(ratingCount, 'rating')}`;
  return averageRating === null ? `${ratings}; an average shows from 3` : ratings;
}

/**
 * The Overview's cards, in reading order: the account's saves and plan, then what it did as a
 * client, then (for those who apply to requests) as an expert, then unread notifications. A
 * figure at zero links to where to start instead of to an empty section.
 */
export function overviewCards(overview: Overview): OverviewCard[] {
  const { subscription, hireRequests, hireSpending, expert } = overview;
  const cards: OverviewCard[] = [
    {
      key: 'saves',
      title: 'Template saves',
      value: savesFigure(subscription.templateSavesUsed, subscription.templateSaves),
      detail: 'template saves used',
      breakdown: [],
      link:
        subscription.templateSavesUsed === 0
          ? { to: '/', label: 'Browse Templates' }
          : { to: sectionLink('templates'), label: 'Open My Templates' },
    },
    {
      key: 'plan',
      title: 'Plan',
      value: subscription.plan,
      detail: planDetail(subscription),
      breakdown: [],
      link: {
        to: sectionLink('subscription'),
        label: subscription.isActive ? 'Manage Subscription' : 'See Plans',
      },
    },
    countCard({
      key: 'hire-requests',
      title: 'Hire requests',
      total: hireRequests.total,
      detail: 'as a client',
      parts: [
        ['Pending', hireRequests.pending],
        ['In Selection', hireRequests.inSelection],
        ['Active', hireRequests.active],
        ['Completed', hireRequests.completed],
        ['Cancelled', hireRequests.cancelled],
      ],
      link: { to: sectionLink('hire-requests'), label: 'View Hire Requests' },
      start: {
        detail: 'Ask an expert for help with a template',
        link: { to: '/', label: 'Find a Template to Hire For' },
      },
    }),
    {
      key: 'spending',
      title: 'Spent on experts',
      value: spendingFigure(hireSpending),
      detail: 'paid for hire requests',
      breakdown: [],
      link: { to: sectionLink('payments'), label: 'View Payments' },
    },
  ];
  if (expert) {
    const { applications } = expert;
    cards.push(
      countCard({
        key: 'applications',
        title: 'Project applications',
        total: applications.total,
        detail: 'sent as an expert',
        parts: [
          ['Pending', applications.pending],
          ['Accepted', applications.accepted],
          ['Rejected', applications.rejected],
          ['Withdrawn', applications.withdrawn],
        ],
        link: { to: sectionLink('expert-applications'), label: 'View Project Applications' },
        start: {
          detail: 'Apply to open projects',
          link: { to: '/experts/projects', label: 'Browse Open Projects' },
        },
      }),
      {
        key: 'completed',
        title: 'Completed projects',
        value: expert.completedProjects.toLocaleString('en-US'),
        detail: 'delivered for clients',
        breakdown: [],
        link: { to: sectionLink('expert-applications'), label: 'See Your Projects' },
      },
      {
        key: 'rating',
        title: 'Rating',
        value: ratingFigure(expert.averageRating),
        detail: ratingDetail(expert.ratingCount, expert.averageRating),
        breakdown: [],
        link: { to: sectionLink('expert-applications'), label: 'See Your Record' },
      },
    );
  }
  cards.push({
    key: 'notifications',
    title: 'Unread notifications',
    value: overview.unreadNotifications.toLocaleString('en-US'),
    detail: overview.unreadNotifications === 0 ? 'You are all caught up' : 'waiting for you',
    breakdown: [],
    link: { to: sectionLink('notifications'), label: 'View Notifications' },
  });
  return cards;
}
