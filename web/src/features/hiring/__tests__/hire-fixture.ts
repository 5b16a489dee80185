import type { MockLink } from '@apollo/client/testing';
import {
  ApplicationsDialogDocument,
  HireRequestsSectionDocument,
  type HireApplicationStatus,
  type HireRequestStatus,
} from '../../../gql/graphql';
import { HireExpertCheckDocument, HireRequestedTemplatesDocument } from '../../../gql-home/graphql';

type Mock = MockLink.MockedResponse;

/** Answers any number of times: a page asks again on every mount and after every change. */
const ALWAYS = Number.POSITIVE_INFINITY;

/**
 * What a signed-in page asks about hire requests, answered "none" unless a test's own mocks
 * (which come first) say otherwise: the cards' requested templates and any template's check.
 */
export function noHireRequestsMocks(): Mock[] {
  return [
    {
      request: { query: HireRequestedTemplatesDocument },
      maxUsageCount: ALWAYS,
      result: { data: { hireRequests: [] } },
    },
    {
      request: { query: HireExpertCheckDocument, variables: () => true },
      maxUsageCount: ALWAYS,
      result: {
        data: {
          hireRequestCheck: {
            __typename: 'HireRequestCheck',
            hasActiveRequest: false,
            requestId: null,
          },
        },
      },
    },
  ];
}

/** The check of one template, answered `requested` (every time it is asked, unless `times`). */
export function checkMock(templateId: string, requested: boolean, times = ALWAYS): Mock {
  return {
    request: { query: HireExpertCheckDocument, variables: { templateId } },
    maxUsageCount: times,
    result: {
      data: {
        hireRequestCheck: {
          __typename: 'HireRequestCheck',
          hasActiveRequest: requested,
          requestId: requested ? `request-${templateId}` : null,
        },
      },
    },
  };
}

/** The clock of these tests: three hours after the fixture's request was made. */
export const NOW = Date.parse('2026-03-10T12:00:00.000Z');

interface Counts {
  pending?: number;
  accepted?: number;
  rejected?: number;
  withdrawn?: number;
}

function applicationCounts(counts: Counts) {
  const { pending = 0, accepted = 0, rejected = 0, withdrawn = 0 } = counts;
  return {
    __typename: 'ApplicationCounts',
    total: pending + accepted + rejected + withdrawn,
    pending,
    accepted,
    rejected,
    withdrawn,
  };
}

export interface RequestOverrides {
  id?: string;
  status?: HireRequestStatus;
  createdAt?: string;
  counts?: Counts;
  /** The applications the details dialog reads (status and feedback). */
  applications?: {
    id: string;
    status: HireApplicationStatus;
    feedback?: { rating: number; message: string } | null;
  }[];
  budget?: { currency: string; min: number; max: number } | null;
  templateRemoved?: boolean;
  /** The template's node count as the API gives it (null: never counted). */
  nodeCount?: number | null;
  /** The client's unread chat messages on the request. */
  unread?: number;
}

/** A request as `hireRequests` answers it for the dashboard (card and details fields). */
export function buildHireRequest(overrides: RequestOverrides = {}) {
  const id = overrides.id ?? 'request-1';
  return {
    __typename: 'HireRequest',
    id,
    templateName: 'Send daily weather updates',
    status: overrides.status ?? 'pending',
    urgency: 'high',
    createdAt: overrides.createdAt ?? '2026-03-10T09:00:00.000Z',
    timeline: '2 weeks',
    businessProblem: 'Our support team answers the same weather questions every morning.',
    requirements: 'Post the forecast to Slack at 7am and email a summary to managers.',
    industry: 'Logistics',
    companySize: '11-50',
    budget:
      overrides.budget === undefined
        ? { __typename: 'Budget', currency: 'USD', min: 500, max: 2000 }
        : overrides.budget && { __typename: 'Budget', ...overrides.budget },
    template: overrides.templateRemoved
      ? null
      : {
          __typename: 'Template',
          id: 'template-1',
          category: 'Communication',
          complexity: 'Medium',
          nodeCount: overrides.nodeCount === undefined ? 6 : overrides.nodeCount,
          triggerType: 'Scheduled',
        },
    applicationCounts: applicationCounts(overrides.counts ?? {}),
    unreadChatMessages: overrides.unread ?? 0,
    applications: (overrides.applications ?? []).map((application) => ({
      __typename: 'HireApplication',
      id: application.id,
      status: application.status,
      feedback: application.feedback
        ? {
            __typename: 'Feedback',
            createdAt: '2026-03-09T12:00:00.000Z',
            ...application.feedback,
          }
        : null,
    })),
  };
}

/** The dashboard's list, answered `times` times. */
export function sectionMock(requests: ReturnType<typeof buildHireRequest>[], times = 1): Mock {
  return {
    request: { query: HireRequestsSectionDocument },
    maxUsageCount: times,
    result: { data: { hireRequests: requests } },
  };
}

export interface ApplicationOverrides {
  id?: string;
  status?: HireApplicationStatus;
  name?: string;
  reputation?: { completedProjects: number; ratingCount: number; averageRating: number | null };
}

/** An application as the Applications dialog reads it. */
export function buildApplication(overrides: ApplicationOverrides = {}) {
  return {
    __typename: 'HireApplication',
    id: overrides.id ?? 'application-1',
    status: overrides.status ?? 'pending',
    createdAt: '2026-03-10T10:00:00.000Z',
    coverLetter: 'I have built a dozen Slack and weather automations for logistics firms.',
    relevantExperience: 'Five years of n8n consulting.',
    approachDescription: 'Set up the schedule, map the fields, then test with your channel.',
    proposedTimeline: '10 days',
    proposedBudget: {
      __typename: 'ProposedBudget',
      currency: 'USD',
      amount: 1250.5,
      explanation: 'Two days of set-up and one of testing.',
    },
    relevantPortfolioItems: [
      {
        __typename: 'PortfolioItem',
        title: 'Fleet alerts',
        url: 'https://example.com/fleet',
        description: 'Weather alerts for 40 trucks.',
        technologies: ['n8n', 'Slack'],
      },
    ],
    expert: {
      __typename: 'ExpertSummary',
      name: overrides.name ?? 'Grace Expert',
      title: 'Automation consultant',
      location: 'Lisbon, Portugal',
      reputation: {
        __typename: 'ExpertReputation',
        ...(overrides.reputation ?? { completedProjects: 7, ratingCount: 5, averageRating: 4.7 }),
      },
    },
  };
}

/** The Applications dialog's query for `request`, answered `times` times. */
export function applicationsMock(
  request: ReturnType<typeof buildHireRequest>,
  applications: ReturnType<typeof buildApplication>[],
  times = 1,
): Mock {
  return {
    request: { query: ApplicationsDialogDocument, variables: { id: request.id } },
    maxUsageCount: times,
    result: {
      data: {
        hireRequest: {
          __typename: 'HireRequest',
          id: request.id,
          status: request.status,
          templateName: request.templateName,
          urgency: request.urgency,
          timeline: request.timeline,
          businessProblem: request.businessProblem,
          requirements: request.requirements,
          industry: request.industry,
          companySize: request.companySize,
          budget: request.budget,
          template: request.template && {
            ...request.template,
            name: request.templateName,
            description: 'Sends the forecast every morning.',
          },
          applications,
        },
      },
    },
  };
}
