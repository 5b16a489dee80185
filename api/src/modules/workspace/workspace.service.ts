import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import { isUuid } from '../../core/uuid';
import type { Realtime } from '../../realtime';
import type { ChatMessageRecord } from '../chat/chat-message.repository';
import type { ChatService } from '../chat/chat.service';
import { REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import type { RequestStatus } from '../hiring/requests/hire-request.machine';
import {
  ChatMessageText,
  NewDeliverable,
  NewRequirementQuestion,
  ProjectUpdateBody,
  RequirementAnswer,
  TaskStatusChange,
} from './dtos/workspace.inputs';
import { validateWorkspaceInput } from './dtos/workspace-rules';
import { deliverableRepository as deliverables, MAX_DELIVERABLES } from './deliverable.repository';
import type { DeliverableRecord } from './deliverable.repository';
import { requireProject } from './project-access';
import { projectRepository as projects, type ProjectRecord } from './project.repository';
import { projectTaskRepository as tasks, type ProjectTaskRecord } from './project-task.repository';
import {
  MAX_QUESTIONS,
  requirementQuestionRepository as questions,
  type RequirementQuestionRecord,
} from './requirement-question.repository';
import { taskMoveRefusal } from './task-status.machine';
import {
  canAnswerQuestions,
  canReadWorkspace,
  canWorkOnProject,
  requireOpenWorkspace,
} from './workspace.policy';
import type { ProjectPlanner } from './project-planner';

export const TASK_NOT_FOUND = 'Task not found';
export const QUESTION_NOT_FOUND = 'Question not found';

/** A project's workspace: what GraphQL's `ProjectWorkspace` shows, and `projectUpdated` sends. */
export interface ProjectWorkspace {
  /** `active`, or `completed` once the client marked it so (the workspace is then read-only). */
  status: RequestStatus;
  tasks: ProjectTaskRecord[];
  requirementQuestions: RequirementQuestionRecord[];
  deliverables: DeliverableRecord[];
}

/**
 * What REST's `GET/PUT .../project-management` answers: the workspace and its chat. GraphQL reads
 * the chat apart (`chatMessages`), so only REST pays for reading it.
 */
export interface ProjectManagementData extends ProjectWorkspace {
  /** The accepted application's chat thread, its last page, read through chat. */
  chatMessages: ChatMessageRecord[];
}

const conflict = (message: string) => new AppError('conflict', message);

/**
 * The real-time channel of one project's workspace: every task, question or deliverable change
 * is announced on it in its transaction, and `projectUpdated` reads the workspace again (44
 * bytes, under PostgreSQL's 63). The payload says only that something changed.
 */
export const projectChannel = (requestId: string) => `project:${requestId}`;
const CHANGED = 'changed';

/**
 * A project's shared workspace: its tasks, created from the AI task breakdown in
 * the transaction that activates the request; the expert's questions and the client's answers;
 * the expert's deliverables. Every method asks the policy first, then the project's state; each
 * move is a conditional update, so of two at once one wins and the other gets 409.
 */
export class WorkspaceService {
  constructor(
    private readonly db: Db,
    private readonly planner: ProjectPlanner,
    private readonly realtime: Realtime,
    private readonly chat: ChatService,
  ) {}

  /**
   * Hiring's `onActivated`: the project's tasks from the rules' breakdown of its template's
   * workflow, in the activation's transaction (a failure here rolls the activation back).
   * No requirement questions: the expert asks them. A second call adds nothing.
   */
  async createFor(tx: Tx, requestId: string): Promise<void> {
    const plan = await this.planner.rulesFor(tx, requestId);
    await tasks.insertBreakdown(tx, requestId, plan.taskBreakdown);
    await this.realtime.publish(tx, projectChannel(requestId), CHANGED);
  }

  /**
   * Hiring's `onCompleted`: tells the project's open workspaces, in the completion's transaction,
   * so both sides see it read-only at once.
   */
  async announceCompleted(tx: Tx, requestId: string): Promise<void> {
    await this.realtime.publish(tx, projectChannel(requestId), CHANGED);
  }

  /**
   * The project's id once the actor may read its workspace (refused as `get` is): what a
   * subscription checks before it listens, so a stranger or a malformed id never causes a LISTEN.
   */
  async readable(actor: SignedInActor, requestId: string): Promise<string> {
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    return project.id;
  }

  async get(actor: SignedInActor, requestId: string): Promise<ProjectWorkspace> {
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    return this.workspaceOf(project);
  }

  /** `GET .../project-management`: the workspace and its chat. */
  async managementData(actor: SignedInActor, requestId: string): Promise<ProjectManagementData> {
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    return this.managementDataOf(actor, project);
  }

  /** `PUT .../project-management {type, data}`: one of the moves below, then the workspace. */
  async update(
    actor: SignedInActor,
    requestId: string,
    raw: ProjectUpdateBody,
  ): Promise<ProjectManagementData> {
    const { type, data } = validateWorkspaceInput(ProjectUpdateBody, raw);
    const read = <T extends object>(Class: new () => T) =>
      validateWorkspaceInput(Class, data, 'data.');
    switch (type) {
      case 'update_task_status':
        await this.updateTaskStatus(actor, requestId, read(TaskStatusChange));
        break;
      case 'add_requirement_question':
        await this.addRequirementQuestion(actor, requestId, read(NewRequirementQuestion));
        break;
      case 'answer_requirement_question':
        await this.answerRequirementQuestion(actor, requestId, read(RequirementAnswer));
        break;
      case 'add_chat_message':
        await this.addChatMessage(actor, requestId, read(ChatMessageText));
        break;
    }
    return this.managementData(actor, requestId);
  }

  /** The expert moves a task one step on: pending -> in_progress -> completed (dated). */
  async updateTaskStatus(
    actor: SignedInActor,
    requestId: string,
    raw: TaskStatusChange,
  ): Promise<ProjectTaskRecord> {
    const input = validateWorkspaceInput(TaskStatusChange, raw);
    const project = await requireProject(this.db, actor, requestId, canWorkOnProject, {
      write: true,
    });
    const task = isUuid(input.taskId)
      ? await tasks.find(this.db, project.id, input.taskId)
      : undefined;
    if (!task) throw AppError.notFound(TASK_NOT_FOUND);
    const refusal = taskMoveRefusal(task.status, input.status);
    if (refusal) throw conflict(refusal);
    const moved = await this.changing(project, (tx) =>
      tasks.move(tx, task.id, task.status, input.status),
    );
    // Someone moved it between the read and the update: refuse with the state found now.
    if (!moved) return this.updateTaskStatus(actor, requestId, input);
    return moved;
  }

  /** The expert asks the client; the question starts pending. */
  async addRequirementQuestion(
    actor: SignedInActor,
    requestId: string,
    raw: NewRequirementQuestion,
  ): Promise<RequirementQuestionRecord> {
    const input = validateWorkspaceInput(NewRequirementQuestion, raw);
    const project = await requireProject(this.db, actor, requestId, canWorkOnProject, {
      write: true,
    });
    const asked = await this.changing(project, (tx) =>
      questions.insert(tx, {
        requestId: project.id,
        askedBy: actor.id,
        question: input.question,
        type: input.type,
      }),
    );
    if (!asked) throw conflict(`A project holds at most ${MAX_QUESTIONS} questions.`);
    return asked;
  }

  /** The client answers a pending question, once. */
  async answerRequirementQuestion(
    actor: SignedInActor,
    requestId: string,
    raw: RequirementAnswer,
  ): Promise<RequirementQuestionRecord> {
    const input = validateWorkspaceInput(RequirementAnswer, raw);
    const project = await requireProject(this.db, actor, requestId, canAnswerQuestions, {
      write: true,
    });
    const question = isUuid(input.questionId)
      ? await questions.find(this.db, project.id, input.questionId)
      : undefined;
    if (!question) throw AppError.notFound(QUESTION_NOT_FOUND);
    const answered = await this.changing(project, (tx) =>
      questions.answer(tx, question.id, input.answer),
    );
    if (!answered) throw conflict('This question is already answered.');
    return answered;
  }

  /**
   * Either participant writes in the accepted application's chat, through chat itself: the
   * sender is the side the caller is on (never the body), with chat's text rules and rate.
   */
  async addChatMessage(
    actor: SignedInActor,
    requestId: string,
    raw: ChatMessageText,
  ): Promise<ChatMessageRecord> {
    const input = validateWorkspaceInput(ChatMessageText, raw);
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: true,
    });
    return this.chat.post(actor, project.id, {}, { message: input.text });
  }

  async deliverables(actor: SignedInActor, requestId: string): Promise<DeliverableRecord[]> {
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    return deliverables.byRequest(this.db, project.id);
  }

  /** The expert hands something over: a title, an http(s) link and a note. */
  async addDeliverable(
    actor: SignedInActor,
    requestId: string,
    raw: NewDeliverable,
  ): Promise<DeliverableRecord> {
    const input = validateWorkspaceInput(NewDeliverable, raw);
    const project = await requireProject(this.db, actor, requestId, canWorkOnProject, {
      write: true,
    });
    const added = await this.changing(project, (tx) =>
      deliverables.insert(tx, {
        requestId: project.id,
        addedBy: actor.id,
        title: input.title,
        url: input.url,
        note: input.note ?? '',
      }),
    );
    if (!added) throw conflict(`A project holds at most ${MAX_DELIVERABLES} deliverables.`);
    return added;
  }

  /**
   * Runs one write in a transaction that announces it on the project's channel when it wrote
   * something (a refused conditional update announces nothing): committed together or not at all.
   * The project's state is checked again in it, its row locked: a write checked before the
   * project completed cannot land after, and two writes count each other against the caps.
   */
  private changing<T>(project: ProjectRecord, write: (tx: Tx) => Promise<T | undefined>) {
    return this.db.transaction(async (tx) => {
      const status = await projects.lockStatus(tx, project.id);
      if (!status) throw AppError.notFound(REQUEST_NOT_FOUND);
      requireOpenWorkspace({ ...project, status }, true);
      const written = await write(tx);
      if (written) await this.realtime.publish(tx, projectChannel(project.id), CHANGED);
      return written;
    });
  }

  private async workspaceOf(project: ProjectRecord): Promise<ProjectWorkspace> {
    const [taskList, questionList, deliverableList] = await Promise.all([
      tasks.byRequest(this.db, project.id),
      questions.byRequest(this.db, project.id),
      deliverables.byRequest(this.db, project.id),
    ]);
    return {
      status: project.status,
      tasks: taskList,
      requirementQuestions: questionList,
      deliverables: deliverableList,
    };
  }

  private async managementDataOf(
    actor: SignedInActor,
    project: ProjectRecord,
  ): Promise<ProjectManagementData> {
    const [workspace, chat] = await Promise.all([
      this.workspaceOf(project),
      this.chat.list(actor, project.id, {}),
    ]);
    return { ...workspace, chatMessages: chat.messages };
  }
}
