import { validateInput } from '../../core/validate-input';
import type { Services } from '../../services';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../accounts/demo-accounts';
import { SubmitExpertApplicationInput } from './dtos/expert-application.inputs';
import { toNewApplication } from './expert-application-form';
import { expertApplicationRepository as applications } from './expert-application.repository';
import { expertProfiles } from './expert-profile.repository';

/** The demo expert's form: checked by the same rules as anyone's before it is written. */
const DEMO_EXPERT_FORM = {
  fullName: 'Erin Expert',
  email: 'expert@demo.flowvault.dev',
  location: 'Lisbon, Portugal',
  jobTitle: 'n8n Automation Engineer',
  company: 'FlowVault Demo',
  yearsOfExperience: 7,
  education: {
    degree: 'BSc',
    field: 'Computer Science',
    institution: 'University of Lisbon',
    year: 2016,
  },
  professionalSummary:
    'Automation engineer who builds n8n workflows for sales, support and finance teams: CRM syncs, ticket triage with language models, invoice processing and reporting pipelines.',
  profiles: { github: 'https://github.com/n8n-io', website: 'https://n8n.io' },
  aiExpertise: { naturalLanguageProcessing: true, chatbots: true },
  automationExpertise: { workflowAutomation: true, n8nExpertise: true, apiIntegrations: true },
  programmingLanguages: ['JavaScript', 'TypeScript', 'Python'],
  toolsAndPlatforms: ['n8n', 'PostgreSQL', 'Slack', 'HubSpot'],
  portfolioItems: [
    {
      title: 'Support ticket triage',
      url: 'https://n8n.io/workflows',
      description: 'Classifies incoming tickets and routes them to the right queue.',
      technologies: ['n8n', 'OpenAI'],
    },
  ],
  motivationStatement:
    'I want to help teams get their first automations running without months of trial and error.',
  expertiseGoals:
    'Grow from single workflows to maintainable automation platforms with tests and monitoring.',
  contributionPlans:
    'Set up requested templates, explain each step to the client and leave documentation behind.',
};

const DEMO_EXPERT = DEMO_ACCOUNTS.find((account) => account.role === 'expert');

/**
 * With SEED_DEMO (never in production), the demo expert has an approved application and the
 * profile clients see. Idempotent: an expert who already has a live application or a profile
 * keeps it as it is.
 */
export async function seedDemoExpert({ env, accounts, db }: Services): Promise<void> {
  if (!env.seedDemo || env.isProduction || !DEMO_EXPERT) return;
  const user = await accounts.ensureAccount({ ...DEMO_EXPERT, password: DEMO_PASSWORD });
  const form = validateInput(SubmitExpertApplicationInput, DEMO_EXPERT_FORM);
  const application = toNewApplication(user.id, form);
  await db.transaction(async (tx) => {
    if (!(await applications.latestOf(tx, user.id))) {
      await applications.insert(tx, application, { status: 'approved', reviewedAt: new Date() });
    }
    await accounts.grantRole(tx, user.id, 'expert');
    await expertProfiles.insertMissing(tx, {
      userId: user.id,
      name: application.fullName,
      title: application.jobTitle,
      location: application.location,
    });
  });
}
