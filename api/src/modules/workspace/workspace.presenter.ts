import type { ChatMessageRecord } from '../chat/chat-message.repository';
import { estimatedTime } from './assistance/assistance-plan';
import type { CodeSuggestion } from './assistance/assistance-plan';
import type { AiAssistanceView } from './ai-assistance.service';
import type { DeliverableRecord } from './deliverable.repository';
import type { ProjectTaskRecord } from './project-task.repository';
import type { RequirementQuestionRecord } from './requirement-question.repository';
import type { ProjectManagementData } from './workspace.service';

/** REST shapes of the workspace: its project-management data and its AI assistance. */

export function presentTask(task: ProjectTaskRecord) {
  return {
    id: task.id,
    phase: task.phase,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    estimatedHours: task.estimatedHours,
    estimatedTime: estimatedTime(task.estimatedHours),
    completedAt: task.completedAt?.toISOString() ?? null,
    resources: task.resources,
  };
}

export function presentQuestion(question: RequirementQuestionRecord) {
  return {
    id: question.id,
    question: question.question,
    type: question.type,
    status: question.status,
    answer: question.answer,
    askedAt: question.askedAt.toISOString(),
    answeredAt: question.answeredAt?.toISOString() ?? null,
  };
}

export function presentDeliverable(deliverable: DeliverableRecord) {
  return {
    id: deliverable.id,
    title: deliverable.title,
    url: deliverable.url,
    note: deliverable.note,
    createdAt: deliverable.createdAt.toISOString(),
  };
}

export function presentWorkspace(workspace: ProjectManagementData) {
  return {
    status: workspace.status,
    tasks: workspace.tasks.map(presentTask),
    requirementQuestions: workspace.requirementQuestions.map(presentQuestion),
    deliverables: workspace.deliverables.map(presentDeliverable),
    chatMessages: workspace.chatMessages.map(presentProjectChatMessage),
  };
}

/**
 * A chat message of the project-management data: `{id, sender, text, timestamp}`, the sender by
 * role only.
 */
export function presentProjectChatMessage(message: ChatMessageRecord) {
  return {
    id: message.id,
    sender: message.senderType,
    text: message.message,
    timestamp: message.createdAt.toISOString(),
  };
}

export function presentAssistance(assistance: AiAssistanceView) {
  return {
    provider: assistance.provider,
    generatedAt: assistance.generatedAt.toISOString(),
    taskBreakdown: assistance.taskBreakdown.map(presentTask),
    resources: assistance.resources,
  };
}

export function presentCodeSuggestion(suggestion: CodeSuggestion | null) {
  return suggestion && { ...suggestion };
}
