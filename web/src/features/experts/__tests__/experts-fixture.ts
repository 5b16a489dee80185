import type { MockLink } from '@apollo/client/testing';
import {
  BecomeExpertBannerDocument,
  ExpertApplicationsAdminPageDocument,
  ExpertBoardPageDocument,
  ProjectApplicationsSectionDocument,
  type ExpertApplicationStatus,
  type HireApplicationStatus,
} from '../../../gql/graphql';

export type Mock = MockLink.MockedResponse;

/** An expert's application to a client project, as `myApplications` answers it. */
export function buildApplication(n: number, overrides: Record<string, unknown> = {}) {
  const { project, ...own } = overrides as { project?: Record<string, unknown> };
  return {
    __typename: 'HireApplication',
    id: `application-${n}`,
    status: 'pending',
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-02T10:00:00.000Z',
    coverLetter: `Cover letter ${n}: I have built this kind of workflow many times.`,
    relevantExperience: 'Twelve n8n projects for retailers.',
    approachDescription: 'Map the data first, then build and test each branch.',
    proposedTimeline: '2 weeks',
    proposedBudget: {
      __typename: 'ProposedBudget',
      currency: 'USD',
      amount: 750,
      explanation: 'Two days of work and a day of testing.',
    },
    relevantPortfolioItems: [
      {
        __typename: 'PortfolioItem',
        title: 'Invoice bot',
        url: 'https://example.com/invoice-bot',
        description: 'Reads invoices from Gmail into Xero.',
        technologies: ['n8n', 'OpenAI'],
      },
    ],
    feedback: null,
    project: {
      __typename: 'ApplicationProject',
      id: `request-${n}`,
      status: 'pending',
      urgency: 'high',
      timeline: '1 month',
      budget: { __typename: 'Budget', currency: 'USD', min: 500, max: 1500 },
      businessProblem: 'Orders are typed in by hand.',
      requirements: `Requirements of project ${n}: sync Shopify orders into the ERP.`,
      industry: 'Retail',
      companySize: '11-50',
      templateName: `Workflow ${n}`,
      clientName: 'Anonymous',
      unreadChatMessages: 0,
      template: {
        __typename: 'Template',
        id: `template-${n}`,
        category: 'E-commerce',
        complexity: 'Medium',
        nodeCount: 12,
      },
      ...project,
    },
    ...own,
  };
}

export interface Counts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
}

export const NO_COUNTS: Counts = { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 };

interface ApplicationsOptions {
  status?: HireApplicationStatus;
  counts?: Partial<Counts>;
  reputation?: { completedProjects: number; ratingCount: number; averageRating: number | null };
  delay?: number;
}

/** One answer of the Project Applications section for a filter. */
export function applicationsMock(
  items: ReturnType<typeof buildApplication>[],
  { status, counts, reputation, delay = 0 }: ApplicationsOptions = {},
): Mock {
  return {
    request: { query: ProjectApplicationsSectionDocument, variables: status ? { status } : {} },
    delay,
    result: {
      data: {
        myApplications: {
          __typename: 'MyApplicationsPayload',
          items,
          counts: {
            __typename: 'ApplicationCounts',
            ...NO_COUNTS,
            total: items.length,
            ...counts,
          },
        },
        expertReputation: {
          __typename: 'ExpertReputation',
          ...(reputation ?? { completedProjects: 3, ratingCount: 3, averageRating: 4.7 }),
        },
      },
    },
  };
}

/** A pending request on the expert board. */
export function buildOpenProject(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OpenProject',
    id: `request-${n}`,
    urgency: 'medium',
    timeline: '3 weeks',
    budget: { __typename: 'Budget', currency: 'EUR', min: 400, max: 900 },
    businessProblem: `Problem ${n}: leads get lost between the form and the CRM.`,
    requirements: `Requirements ${n}: every lead in HubSpot within a minute.`,
    industry: 'Marketing',
    companySize: '1-10',
    createdAt: '2026-05-19T09:00:00.000Z',
    templateName: `Lead router ${n}`,
    applicationCount: 2,
    hasApplied: false,
    template: {
      __typename: 'Template',
      id: `template-${n}`,
      category: 'Marketing',
      complexity: 'Simple',
      nodeCount: 6,
    },
    ...overrides,
  };
}

/** The first page of the expert board. */
export function boardMock(projects: ReturnType<typeof buildOpenProject>[], page = 1): Mock {
  return {
    request: { query: ExpertBoardPageDocument, variables: { page, limit: 20 } },
    result: { data: { openProjects: projects } },
  };
}

const noLinks = { linkedin: null, github: null, portfolio: null, twitter: null, website: null };
const AI_FLAGS = [
  'machineLearning',
  'naturalLanguageProcessing',
  'computerVision',
  'deepLearning',
  'dataScience',
  'predictiveAnalytics',
  'chatbots',
  'voiceAssistants',
  'recommendationSystems',
];
const AUTOMATION_FLAGS = [
  'workflowAutomation',
  'processAutomation',
  'n8nExpertise',
  'zapierExpertise',
  'makeIntegromatExpertise',
  'apiIntegrations',
  'webScraping',
  'dataProcessing',
  'businessProcessOptimization',
];
/** Every flag of a group, unset, as the API always sends them. */
const flagsOff = (flags: string[]) => Object.fromEntries(flags.map((flag) => [flag, false]));

/** An expert-programme application as the admin page reads it. */
export function buildExpertApplication(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ExpertApplication',
    id: `expert-application-${n}`,
    status: 'pending' as ExpertApplicationStatus,
    createdAt: '2026-05-10T08:00:00.000Z',
    reviewedAt: null,
    rejectionReason: null,
    fullName: `Applicant ${n}`,
    email: `applicant${n}@example.com`,
    phone: null,
    location: 'Lisbon',
    jobTitle: 'Automation engineer',
    company: 'Flows Lda',
    yearsOfExperience: 6,
    education: {
      __typename: 'EducationEntry',
      degree: 'MSc',
      field: 'Computer science',
      institution: 'IST',
      year: 2018,
    },
    professionalSummary: 'I build n8n and Make automations for small businesses.',
    profiles: {
      __typename: 'ExpertProfiles',
      ...noLinks,
      github: 'https://github.com/applicant',
    },
    aiExpertise: {
      __typename: 'AiExpertise',
      ...flagsOff(AI_FLAGS),
      machineLearning: true,
      other: [],
    },
    automationExpertise: {
      __typename: 'AutomationExpertise',
      ...flagsOff(AUTOMATION_FLAGS),
      n8nExpertise: true,
      other: ['RPA'],
    },
    programmingLanguages: ['TypeScript', 'Python'],
    toolsAndPlatforms: ['n8n'],
    portfolioItems: [],
    motivationStatement: 'I want to help teams automate the boring parts of their work.',
    expertiseGoals: 'Become the go-to person for e-commerce automations here.',
    contributionPlans: 'Take two projects a month and write up what I learn.',
    ...overrides,
  };
}

/** One answer of the admin page for a status (none for All), page `page` of `totalPages`. */
export function adminListMock(
  applications: ReturnType<typeof buildExpertApplication>[],
  status?: ExpertApplicationStatus,
  { page = 1, totalPages = 1 } = {},
): Mock {
  return {
    request: {
      query: ExpertApplicationsAdminPageDocument,
      variables: status ? { status, page } : { page },
    },
    result: {
      data: {
        expertApplications: {
          items: applications,
          pagination: { currentPage: page, totalPages },
        },
      },
    },
  };
}

/** The banner's answer: the account's latest expert-programme application, or none. */
export function bannerMock(
  application: {
    status: ExpertApplicationStatus;
    rejectionReason?: string | null;
  } | null,
): Mock {
  return {
    request: { query: BecomeExpertBannerDocument },
    result: {
      data: {
        myExpertApplication: application && {
          __typename: 'ExpertApplication',
          id: 'expert-application-1',
          createdAt: '2026-05-10T08:00:00.000Z',
          rejectionReason: null,
          ...application,
        },
      },
    },
  };
}

/** A GraphQL error answer with a code, a message and optionally field problems. */
export function errorResult(code: string, message: string, fields?: Record<string, string>) {
  return { errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] };
}
