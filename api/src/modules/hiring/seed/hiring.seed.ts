import type { Tx } from '../../../core/db';
import { DEMO_PASSWORD } from '../../accounts/demo-accounts';
import { userRepository as users } from '../../accounts/user.repository';
import { expertProfiles } from '../../experts/expert-profile.repository';
import type { Services } from '../../../services';
import {
  REQUEST_MOVES,
  type RequestEvent,
  type RequestStatus,
} from '../requests/hire-request.machine';
import { REQUEST_MESSAGES, APPLICATION_MESSAGES } from '../requests/hire-request.transitions';
import {
  DEMO_PROPOSAL,
  DEMO_REQUESTS,
  HELPER_EXPERTS,
  type DemoExpertKey,
  type DemoRequest,
} from './hiring-demo.data';
import { hiringSeedRepository as seed } from './hiring-seed.repository';
import { minorUnits } from '../../../lib/money';
import type { HiringConversations } from '../hiring-conversations';

const HOUR_MS = 60 * 60 * 1000;
const CLIENT_EMAIL = 'client@demo.flowvault.dev';
const EXPERT_EMAIL = 'expert@demo.flowvault.dev';

/**
 * Demo hiring data (SEED_DEMO, never in production): DEMO_REQUESTS of the demo client (on Pro,
 * as the accounts feature seeds it), written with fixed ids, each only when missing, so the seed
 * is idempotent. Nothing is written without the demo accounts and enough templates.
 */
export async function seedHiring(services: Services): Promise<void> {
  const { env, db, accounts } = services;
  if (!env.seedDemo || env.isProduction) return;
  const clientId = (await users.findByEmail(db, CLIENT_EMAIL))?.id;
  const expertId = (await users.findByEmail(db, EXPERT_EMAIL))?.id;
  const templates = await seed.templates(db, DEMO_REQUESTS.length);
  if (!clientId || !expertId || templates.length < DEMO_REQUESTS.length) return;

  const experts: Record<DemoExpertKey, string> = { expert: expertId, noor: '', lukas: '' };
  for (const helper of HELPER_EXPERTS) {
    const user = await accounts.ensureAccount({
      ...helper,
      role: 'expert',
      password: DEMO_PASSWORD,
    });
    const { name, title, location } = helper;
    await expertProfiles.insertMissing(db, { userId: user.id, name, title, location });
    experts[helper.key] = user.id;
  }
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_REQUESTS.entries()) {
      const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
      await seedRequest(tx, services.hiringConversations, {
        index,
        demo,
        clientId,
        experts,
        template: templates[index],
        createdAt,
      });
    }
  });
}

/** Fixed ids: `5eed0000-0019-4000-8000-<kind><request><application><sequence>`. */
function demoId(kind: number, request: number, application = 0, sequence = 0): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `5eed0000-0019-4000-8000-${pad(kind, 2)}${pad(request, 3)}${pad(application, 3)}${pad(sequence, 4)}`;
}

/** The moves that took a request from pending to `status`, in order. */
function pathTo(
  status: RequestStatus,
): Array<{ event: RequestEvent; from: RequestStatus; to: RequestStatus }> {
  if (status === 'cancelled') return [{ event: 'cancel', from: 'pending', to: 'cancelled' }];
  const path: Array<{ event: RequestEvent; from: RequestStatus; to: RequestStatus }> = [];
  let current: RequestStatus = 'pending';
  while (current !== status) {
    const move = REQUEST_MOVES.find((row) => row.from === current && row.event !== 'cancel')!;
    path.push(move);
    current = move.to;
  }
  return path;
}

async function seedRequest(
  tx: Tx,
  conversations: HiringConversations,
  {
    index,
    demo,
    clientId,
    experts,
    template,
    createdAt,
  }: {
    index: number;
    demo: DemoRequest;
    clientId: string;
    experts: Record<DemoExpertKey, string>;
    template: { id: string; name: string };
    createdAt: Date;
  },
): Promise<void> {
  const requestId = demoId(1, index);
  const at = (hoursLater: number) => new Date(createdAt.getTime() + hoursLater * HOUR_MS);
  const moves = pathTo(demo.status);
  const written = await seed.ensureRequest(tx, {
    id: requestId,
    clientId,
    templateId: template.id,
    templateName: template.name,
    status: demo.status,
    urgency: demo.urgency,
    businessProblem: demo.businessProblem,
    requirements: demo.requirements,
    timeline: demo.timeline,
    industry: demo.industry,
    companySize: demo.companySize,
    budget: demo.budget
      ? {
          currency: 'USD',
          minCents: minorUnits(demo.budget.min),
          maxCents: minorUnits(demo.budget.max),
        }
      : null,
    createdAt,
    updatedAt: at(moves.length * 2),
  });
  if (!written) return;
  const threads: Array<{ id: string; applicationId: string; status: string }> = [];
  for (const [n, application] of demo.applications.entries()) {
    const id = demoId(2, index, n);
    const threadId = demoId(4, index, n);
    await seed.ensureApplication(tx, {
      id,
      requestId,
      expertId: experts[application.expert],
      status: application.status,
      coverLetter: DEMO_PROPOSAL.coverLetter,
      relevantExperience: DEMO_PROPOSAL.relevantExperience,
      approachDescription: DEMO_PROPOSAL.approachDescription,
      proposedTimeline: application.timeline,
      budget: {
        currency: 'USD',
        amountCents: minorUnits(application.amount),
        explanation: DEMO_PROPOSAL.explanation,
      },
      portfolioItems: DEMO_PROPOSAL.portfolioItems,
      feedback: application.feedback
        ? { ...application.feedback, createdAt: at(moves.length * 2) }
        : null,
      createdAt: at(0.5 + n),
      updatedAt: at(moves.length * 2),
    });
    await conversations.seedThread(tx, {
      id: threadId,
      requestId,
      applicationId: id,
      at: at(0.5 + n),
    });
    threads.push({ id: threadId, applicationId: id, status: application.status });
  }
  const accepted = threads.find((thread) => thread.status === 'accepted');
  for (const [step, move] of moves.entries()) {
    const when = at(2 * (step + 1));
    await seed.ensureTransition(tx, demoId(3, index, 0, step), {
      requestId,
      ...move,
      actorId: clientId,
      applicationId: move.event === 'cancel' ? null : (accepted?.applicationId ?? null),
      at: when,
    });
    const { chosen, others } = REQUEST_MESSAGES[move.event];
    for (const [n, thread] of threads.entries()) {
      if (thread.status === 'withdrawn') continue;
      const text = chosen && thread === accepted ? chosen : others;
      await conversations.seedSystemMessage(tx, {
        id: demoId(5, index, n, step),
        threadId: thread.id,
        text,
        at: when,
      });
    }
  }
  for (const [n, thread] of threads.entries()) {
    if (thread.status !== 'withdrawn') continue;
    const text = APPLICATION_MESSAGES.withdraw;
    await conversations.seedSystemMessage(tx, {
      id: demoId(5, index, n, 99),
      threadId: thread.id,
      text,
      at: at(1.5 + n),
    });
  }
}
