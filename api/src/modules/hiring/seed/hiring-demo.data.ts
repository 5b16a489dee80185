import type { ApplicationStatus, RequestStatus } from '../requests/hire-request.machine';
import type { Urgency } from '../requests/hire-request.repository';

/**
 * What the demo seed puts in hiring: requests of the demo client in every state, with
 * applications by the demo expert and two helper experts, so a new visitor sees the feature
 * populated and the demo expert has a record (3 completed projects rated 5, 4, 5).
 */

/** Helper experts who compete with the demo expert; their profiles are seeded with them. */
export const HELPER_EXPERTS = [
  {
    key: 'noor',
    name: 'Noor Haddad',
    email: 'noor.expert@demo.flowvault.dev',
    title: 'Automation Engineer',
    location: 'Amman, Jordan',
  },
  {
    key: 'lukas',
    name: 'Lukas Berg',
    email: 'lukas.expert@demo.flowvault.dev',
    title: 'n8n Consultant',
    location: 'Berlin, Germany',
  },
] as const;

export type DemoExpertKey = 'expert' | (typeof HELPER_EXPERTS)[number]['key'];

export interface DemoApplication {
  expert: DemoExpertKey;
  status: ApplicationStatus;
  amount: number;
  timeline: string;
  feedback?: { rating: number; message: string };
}

export interface DemoRequest {
  status: RequestStatus;
  /** How long ago the client asked. */
  hoursAgo: number;
  urgency: Urgency;
  businessProblem: string;
  requirements: string;
  timeline: string;
  industry: string;
  companySize: string;
  budget?: { min: number; max: number };
  applications: DemoApplication[];
}

const DAY = 24;

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    status: 'pending',
    hoursAgo: 3,
    urgency: 'high',
    businessProblem:
      'Leads from our website form sit in a spreadsheet for days before sales sees them.',
    requirements:
      'Route every new lead to the right sales rep within minutes, with a Slack alert and a CRM record.',
    timeline: '2 weeks',
    industry: 'Software',
    companySize: '11-50',
    budget: { min: 500, max: 1500 },
    applications: [
      { expert: 'expert', status: 'pending', amount: 900, timeline: '10 days' },
      { expert: 'noor', status: 'pending', amount: 1200, timeline: '2 weeks' },
    ],
  },
  {
    status: 'pending',
    hoursAgo: 0.5,
    urgency: 'low',
    businessProblem: 'Our weekly KPI report is copied by hand from three dashboards.',
    requirements: 'Collect the figures every Monday and email a formatted summary to the team.',
    timeline: '1 month',
    industry: 'Retail',
    companySize: '51-200',
    applications: [],
  },
  {
    status: 'in_selection',
    hoursAgo: 4 * DAY,
    urgency: 'medium',
    businessProblem: 'Support tickets arrive by email and chat and are often answered twice.',
    requirements: 'One queue for both channels, deduplicated, with an AI draft answer attached.',
    timeline: '3 weeks',
    industry: 'E-commerce',
    companySize: '11-50',
    budget: { min: 1000, max: 2500 },
    applications: [
      { expert: 'expert', status: 'accepted', amount: 1800, timeline: '3 weeks' },
      { expert: 'lukas', status: 'pending', amount: 2200, timeline: '4 weeks' },
    ],
  },
  {
    status: 'active',
    hoursAgo: 12 * DAY,
    urgency: 'urgent',
    businessProblem: 'Invoices from suppliers are keyed into accounting by hand every evening.',
    requirements: 'Read invoices from the inbox, extract the fields and create draft bills.',
    timeline: '2 weeks',
    industry: 'Logistics',
    companySize: '201-500',
    budget: { min: 2000, max: 4000 },
    applications: [
      { expert: 'expert', status: 'accepted', amount: 3200, timeline: '2 weeks' },
      { expert: 'noor', status: 'rejected', amount: 3900, timeline: '3 weeks' },
    ],
  },
  {
    status: 'completed',
    hoursAgo: 75 * DAY,
    urgency: 'medium',
    businessProblem: 'New hires wait days for their accounts to be created in every tool.',
    requirements: 'Create the accounts from the HR system and send a welcome pack on day one.',
    timeline: '3 weeks',
    industry: 'Healthcare',
    companySize: '51-200',
    applications: [
      {
        expert: 'expert',
        status: 'accepted',
        amount: 1400,
        timeline: '3 weeks',
        feedback: {
          rating: 5,
          message: 'Clear plan, delivered early, and the handover was great.',
        },
      },
    ],
  },
  {
    status: 'completed',
    hoursAgo: 50 * DAY,
    urgency: 'high',
    businessProblem: 'Social posts are scheduled by hand in four different tools.',
    requirements: 'Draft posts from our blog feed and schedule them on every network.',
    timeline: '10 days',
    industry: 'Marketing',
    companySize: '1-10',
    budget: { min: 300, max: 800 },
    applications: [
      {
        expert: 'expert',
        status: 'accepted',
        amount: 650,
        timeline: '10 days',
        feedback: { rating: 4, message: 'Works well; one integration needed a second pass.' },
      },
      { expert: 'noor', status: 'rejected', amount: 780, timeline: '2 weeks' },
    ],
  },
  {
    status: 'completed',
    hoursAgo: 30 * DAY,
    urgency: 'low',
    businessProblem: 'Customer feedback from surveys never reaches the product team.',
    requirements: 'Summarise new survey answers weekly and file the themes as issues.',
    timeline: '1 month',
    industry: 'Software',
    companySize: '11-50',
    applications: [
      {
        expert: 'expert',
        status: 'accepted',
        amount: 1100,
        timeline: '4 weeks',
        feedback: { rating: 5, message: 'Exactly what we asked for, well documented.' },
      },
    ],
  },
  {
    status: 'completed',
    hoursAgo: 20 * DAY,
    urgency: 'medium',
    businessProblem: 'Stock levels in the shop and the warehouse drift apart every week.',
    requirements: 'Sync stock both ways every hour and alert on differences above 5%.',
    timeline: '2 weeks',
    industry: 'Retail',
    companySize: '11-50',
    applications: [
      {
        expert: 'lukas',
        status: 'accepted',
        amount: 1600,
        timeline: '2 weeks',
        feedback: { rating: 4, message: 'Solid work and good communication.' },
      },
      { expert: 'expert', status: 'rejected', amount: 1750, timeline: '3 weeks' },
    ],
  },
  {
    status: 'cancelled',
    hoursAgo: 8 * DAY,
    urgency: 'medium',
    businessProblem: 'We wanted to automate contract reminders before renewals.',
    requirements: 'Remind account owners 60 and 30 days before each contract renews.',
    timeline: '1 week',
    industry: 'Legal',
    companySize: '1-10',
    applications: [{ expert: 'noor', status: 'withdrawn', amount: 400, timeline: '1 week' }],
  },
];

/** The words of a demo application, the same for every one (they are not what the demo shows). */
export const DEMO_PROPOSAL = {
  coverLetter:
    'I have built this kind of workflow for several clients and would be glad to set it up for you.',
  relevantExperience: 'Five years of n8n and API integration work for small and mid-size teams.',
  approachDescription:
    'A short call to confirm the details, a first working version within days, then tests and a handover.',
  explanation: 'A fixed price for the whole set-up, including one round of changes.',
  portfolioItems: [
    {
      title: 'CRM lead routing',
      url: 'https://example.com/portfolio/lead-routing',
      description: 'Leads scored and routed to reps in under a minute.',
      technologies: ['n8n', 'HubSpot', 'Slack'],
    },
  ],
};
