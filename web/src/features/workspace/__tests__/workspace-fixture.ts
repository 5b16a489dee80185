import type { MockLink } from '@apollo/client/testing';
import {
  ProjectWorkspaceDialogDocument,
  type ProjectTaskStatus,
  type RequirementQuestionStatus,
  type RequirementQuestionType,
} from '../../../gql-project/graphql';

type Mock = MockLink.MockedResponse;

/** A task of the workspace as the API answers it. */
export function buildTask(n: number, status: ProjectTaskStatus = 'pending', hours = 2) {
  return {
    __typename: 'ProjectTask' as const,
    id: `task-${n}`,
    title: `Task ${n}`,
    description: `What task ${n} is about.`,
    priority: 'high' as const,
    status,
    estimatedHours: hours,
    estimatedTime: `${hours} hours`,
    completedAt: status === 'completed' ? '2026-03-12T10:00:00.000Z' : null,
  };
}

/** A requirement question; an answered one carries its answer. */
export function buildQuestion(n: number, status: RequirementQuestionStatus = 'pending') {
  return {
    __typename: 'RequirementQuestion' as const,
    id: `question-${n}`,
    question: `Question ${n}?`,
    type: 'technical' as RequirementQuestionType,
    status,
    answer: status === 'answered' ? `Answer ${n}` : null,
    askedAt: '2026-03-11T10:00:00.000Z',
    answeredAt: status === 'answered' ? '2026-03-11T12:00:00.000Z' : null,
  };
}

export function buildDeliverable(n: number) {
  return {
    __typename: 'ProjectDeliverable' as const,
    id: `deliverable-${n}`,
    title: `Deliverable ${n}`,
    url: `https://example.com/d/${n}`,
    note: `Note ${n}`,
    createdAt: '2026-03-13T10:00:00.000Z',
  };
}

export interface WorkspaceParts {
  /** The project's status: `active` unless given. */
  status?: 'active' | 'completed';
  tasks?: ReturnType<typeof buildTask>[];
  requirementQuestions?: ReturnType<typeof buildQuestion>[];
  deliverables?: ReturnType<typeof buildDeliverable>[];
}

/** A workspace as the API answers it, with these parts (none by default). */
export function buildWorkspace(parts: WorkspaceParts = {}, requestId = 'request-1') {
  return {
    __typename: 'ProjectWorkspace' as const,
    requestId,
    status: parts.status ?? 'active',
    tasks: parts.tasks ?? [],
    requirementQuestions: parts.requirementQuestions ?? [],
    deliverables: parts.deliverables ?? [],
  };
}

/** `projectWorkspace` of request-1 answering these parts (none by default). */
export function workspaceMock(parts: WorkspaceParts = {}, requestId = 'request-1'): Mock {
  return {
    request: { query: ProjectWorkspaceDialogDocument, variables: { requestId } },
    result: { data: { projectWorkspace: buildWorkspace(parts, requestId) } },
  };
}

/** An error of the API with its code, as GraphQL delivers it. */
export function apiError(code: string, message = 'Refused') {
  return { errors: [{ message, extensions: { code } }] };
}
