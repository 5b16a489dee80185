import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import {
  GenerateAssistanceBody,
  NewDeliverable,
  ProjectUpdateBody,
  TaskStatusChange,
} from './dtos/workspace.inputs';
import { sentenceFirst } from './dtos/workspace-rules';
import {
  presentAssistance,
  presentCodeSuggestion,
  presentDeliverable,
  presentTask,
  presentWorkspace,
} from './workspace.presenter';

const TASK =
  '`{id, phase, title, description, priority, status, estimatedHours, estimatedTime, completedAt, resources[{title, url, type}]}`';
const DATA = `\`{data: {tasks, requirementQuestions, deliverables, chatMessages}}\`: tasks ${TASK}, questions \`{id, question, type, status, answer, askedAt, answeredAt}\`, deliverables \`{id, title, url, note, createdAt}\`, chat messages of the accepted application \`{id, sender, text, timestamp}\``;
const ASSISTANCE =
  '`{provider, generatedAt, taskBreakdown: [task], resources: [{title, description, type, url, relevanceScore, estimatedReadTime}]}`';
const WHO =
  ' Participants only: the client and the accepted expert (403 for another expert who applied, 404 for anyone else); 409 before the project is active.';

/**
 * The project workspace over REST (docs/product/workspace-and-chat.md): one service call per route.
 */
export function workspaceRoutes({ workspace, aiAssistance }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/expert-hire-request/:id/project-management',
      summary: "An active project's tasks, requirement questions and deliverables",
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `${DATA}.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params }) => ({
        data: presentWorkspace(await workspace.managementData(actor, params.id)),
      }),
    }),
    route({
      method: 'put',
      path: '/expert-hire-request/:id/project-management',
      summary:
        'Moves a task (expert), writes in the chat (either), asks a requirement question (expert) or answers one (client): `{type, data}`',
      body: ProjectUpdateBody,
      failureBody: sentenceFirst,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `${DATA}, after the change. Types: update_task_status {taskId, status}, add_chat_message {text} (the sender is the caller's side), add_requirement_question {question, type}, answer_requirement_question {questionId, answer}; a move the state does not allow is 409.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => ({
        data: presentWorkspace(await workspace.update(actor, params.id, body)),
      }),
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/update-subtask-status',
      summary: 'Moves a task one step on: pending -> in_progress -> completed (the expert)',
      body: TaskStatusChange,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{task}\`: ${TASK}; any other move is 409.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => ({
        task: presentTask(await workspace.updateTaskStatus(actor, params.id, body)),
      }),
    }),
    route({
      method: 'get',
      path: '/expert-hire-request/:id/deliverables',
      summary: "A project's deliverables, oldest first",
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{deliverables: [{id, title, url, note, createdAt}]}\`.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params }) => ({
        deliverables: (await workspace.deliverables(actor, params.id)).map(presentDeliverable),
      }),
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/deliverables',
      summary: 'Hands a deliverable over: title, http(s) url, note (the expert)',
      body: NewDeliverable,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      status: 201,
      response: `\`{deliverable}\`: \`{id, title, url, note, createdAt}\`.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => ({
        deliverable: presentDeliverable(await workspace.addDeliverable(actor, params.id, body)),
      }),
    }),
    route({
      method: 'get',
      path: '/expert-hire-request/:id/generate-ai-assistance',
      summary: "A project's AI assistance; 404 until generated",
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{assistance}\`: ${ASSISTANCE}.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params }) => ({
        assistance: presentAssistance(await aiAssistance.get(actor, params.id)),
      }),
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/generate-ai-assistance',
      summary:
        "Generates a project's AI assistance (once; later calls return it) and answers an optional code-generator `prompt`",
      body: GenerateAssistanceBody,
      bodyOptional: true,
      failureBody: sentenceFirst,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{assistance, codeSuggestion}\`: assistance ${ASSISTANCE}; codeSuggestion \`{prompt, answer, resources}\` with a prompt, else null.${WHO}`,
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => {
        const generated = await aiAssistance.generate(actor, params.id, body);
        return {
          assistance: presentAssistance(generated.assistance),
          codeSuggestion: presentCodeSuggestion(generated.codeSuggestion),
        };
      },
    }),
  ];
}
