import type { HireApplicationStatus, HireRequestStatus, Urgency } from '../../gql/graphql';
import type { ChatChoice } from '../chat/components/anonymous-chat-dialog';
import { countOf, formatBudget, type BudgetRange } from '../../ui/format';
import { APPLICATION_STATUS, REQUEST_STATUS, URGENCY } from './hire-labels';

/** What the request details dialog decides with. */
export interface ManagedRequest {
  status: HireRequestStatus;
  applicationCounts?: { total: number; pending: number } | null;
  applications: readonly {
    status: HireApplicationStatus;
    feedback?: { rating: number } | null;
  }[];
}

/** The tiles of the project management panel in a request's details. */
export type ProjectTile =
  'monitoring' | 'requirements' | 'chat' | 'selectExpert' | 'payment' | 'status';

/**
 * The tiles a request shows, in order. Monitoring, Requirements, Chat and Status always; Select
 * Expert while the request is pending and an application waits for an answer; Pay & Activate
 * once an expert is chosen (in_selection).
 */
export function projectTiles(request: ManagedRequest): ProjectTile[] {
  const tiles: ProjectTile[] = ['monitoring', 'requirements', 'chat'];
  if (request.status === 'pending' && (request.applicationCounts?.pending ?? 0) > 0) {
    tiles.push('selectExpert');
  }
  if (request.status === 'in_selection') tiles.push('payment');
  tiles.push('status');
  return tiles;
}

/** A paid project has a workspace: open while active, readable once completed. */
export function hasWorkspace(request: Pick<ManagedRequest, 'status'>): boolean {
  return request.status === 'active' || request.status === 'completed';
}

/** A request may be cancelled until it is paid for. */
export function canCancel(request: Pick<ManagedRequest, 'status'>): boolean {
  return request.status === 'pending' || request.status === 'in_selection';
}

/** Only a running project can be marked completed. */
export function canComplete(request: Pick<ManagedRequest, 'status'>): boolean {
  return request.status === 'active';
}

/** The application the client chose, if any. */
export function acceptedApplication<T extends ManagedRequest['applications'][number]>(
  applications: readonly T[],
): T | undefined {
  return applications.find((application) => application.status === 'accepted');
}

/**
 * The client's conversations, one per application, named without naming anyone: the accepted
 * expert's first ("Your expert"), else every applicant's in the order they applied.
 */
export function chatChoices(
  applications: readonly { id: string; status: HireApplicationStatus }[],
): ChatChoice[] {
  const chosen = applications.find((application) => application.status === 'accepted');
  if (chosen) return [{ applicationId: chosen.id, label: 'Your expert' }];
  return applications.map((application, index) => ({
    applicationId: application.id,
    label: `Applicant ${index + 1} (${APPLICATION_STATUS[application.status].label.toLowerCase()})`,
  }));
}

/** Feedback is asked once: a completed project whose chosen expert has none yet. */
export function needsFeedback(request: ManagedRequest): boolean {
  if (request.status !== 'completed') return false;
  const chosen = acceptedApplication(request.applications);
  return chosen !== undefined && !chosen.feedback;
}

/**
 * The client may accept or reject an application only while it waits for an answer and the
 * request is still choosing.
 */
export function canDecide(
  application: { status: HireApplicationStatus },
  request: { status: HireRequestStatus },
): boolean {
  return application.status === 'pending' && request.status === 'pending';
}

/** What the Share button copies. */
export interface SharedRequest {
  templateName: string;
  status: HireRequestStatus;
  urgency: Urgency;
  timeline: string;
  budget?: BudgetRange | null;
  businessProblem: string;
  requirements: string;
  industry: string;
  companySize: string;
  applicationCounts?: { total: number } | null;
}

/**
 * The text summary Share copies to the clipboard: what the request is for and about, in plain
 * lines a chat or an email keeps as they are. Nothing identifies the client.
 */
export function shareSummary(request: SharedRequest): string {
  const applications = request.applicationCounts?.total ?? 0;
  return [
    `Hire request: ${request.templateName}`,
    `Status: ${REQUEST_STATUS[request.status].label}`,
    `Urgency: ${URGENCY[request.urgency].label}`,
    `Timeline: ${request.timeline}`,
    `Budget: ${formatBudget(request.budget)}`,
    `Industry: ${request.industry}`,
    `Company size: ${request.companySize}`,
    `Applications: ${countOf(applications, 'application')}`,
    '',
    'Business problem:',
    request.businessProblem,
    '',
    'Requirements:',
    request.requirements,
  ].join('\n');
}

/** The Hire Requests header's figures. */
export interface HireRequestTotals {
  requests: number;
  completed: number;
  applications: number;
}

/** Requests, completed requests and applications received over all of them. */
export function hireRequestTotals(
  requests: readonly {
    status: HireRequestStatus;
    applicationCounts?: { total: number } | null;
  }[],
): HireRequestTotals {
  return {
    requests: requests.length,
    completed: requests.filter((request) => request.status === 'completed').length,
    applications: requests.reduce(
      (sum, request) => sum + (request.applicationCounts?.total ?? 0),
      0,
    ),
  };
}
