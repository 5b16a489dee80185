import { IsDefined, IsObject } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { OneOf, RecordId, Text, WebAddress } from '../../../core/input-rules';
import { MESSAGE_MAX_LENGTH, MessageText } from '../../chat/dtos/chat.inputs';
import {
  QUESTION_TYPES,
  TASK_STATUSES,
  type QuestionType,
  type TaskStatus,
} from '../task-status.machine';
import { QuestionTypeEnum, TaskStatusEnum } from './workspace.enums';
import { EMPTY_ANSWER, EMPTY_PROMPT, EMPTY_QUESTION } from './workspace-rules';

/** The PUT types; `add_chat_message` is written through the chat module. */
export const PROJECT_UPDATE_TYPES = [
  'update_task_status',
  'add_chat_message',
  'add_requirement_question',
  'answer_requirement_question',
] as const;
export type ProjectUpdateType = (typeof PROJECT_UPDATE_TYPES)[number];

/** `PUT /api/expert-hire-request/:id/project-management`: `data` is read by its `type`. */
export class ProjectUpdateBody {
  @OneOf(PROJECT_UPDATE_TYPES, { required: true })
  type: ProjectUpdateType;

  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  data: Record<string, unknown>;
}

/**
 * `add_chat_message`'s data (the web sends `{sender, text}`): only the text is read, the
 * sender is the caller's side; the text is held to chat's rules for a message, reported here
 * as `data.text`.
 */
export class ChatMessageText {
  @MessageText()
  text: string;
}

/** `update_task_status`, `POST .../update-subtask-status`. */
@InputType({ description: 'A task and the status it moves to.' })
export class TaskStatusChange {
  /** Any string: one that names no task of the project (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  @RecordId()
  taskId: string;

  @Field(() => TaskStatusEnum)
  @OneOf(TASK_STATUSES, { required: true })
  status: TaskStatus;
}

/** `add_requirement_question`: the expert asks the client; the type is taken in any case. */
@InputType({ description: "The expert's question and its type." })
export class NewRequirementQuestion {
  @Field()
  @Text(MESSAGE_MAX_LENGTH, { required: true, empty: EMPTY_QUESTION })
  question: string;

  @Field(() => QuestionTypeEnum)
  @OneOf(QUESTION_TYPES, { required: true })
  type: QuestionType;
}

/** `answer_requirement_question`: the client answers a pending question. */
@InputType({ description: "The client's answer to a question." })
export class RequirementAnswer {
  @Field(() => ID)
  @RecordId()
  questionId: string;

  @Field()
  @Text(MESSAGE_MAX_LENGTH, { required: true, empty: EMPTY_ANSWER })
  answer: string;
}

/** `POST .../deliverables`: what the expert hands over. */
@InputType({ description: 'What the expert hands over.' })
export class NewDeliverable {
  @Field()
  @Text(200, { required: true, visible: true })
  title: string;

  @Field({ description: 'An http or https URL of at most 2000 characters.' })
  @WebAddress({ required: true })
  url: string;

  @Field({ nullable: true })
  @Text(MESSAGE_MAX_LENGTH)
  note?: string;
}

/** `POST .../generate-ai-assistance`: with a prompt, the code generator answers it too. */
@InputType({ description: 'An optional code-generator prompt.' })
export class GenerateAssistanceBody {
  @Field({ nullable: true, description: 'The code-generator prompt (1-4000 characters).' })
  @Text(MESSAGE_MAX_LENGTH, { empty: EMPTY_PROMPT })
  prompt?: string;
}

@InputType('UpdateTaskStatusInput')
export class UpdateTaskStatusInput extends TaskStatusChange {
  @Field(() => ID)
  requestId: string;
}

@InputType('AddRequirementQuestionInput')
export class AddRequirementQuestionInput extends NewRequirementQuestion {
  @Field(() => ID)
  requestId: string;
}

@InputType('AnswerRequirementQuestionInput')
export class AnswerRequirementQuestionInput extends RequirementAnswer {
  @Field(() => ID)
  requestId: string;
}

@InputType('AddDeliverableInput')
export class AddDeliverableInput extends NewDeliverable {
  @Field(() => ID)
  requestId: string;
}

@InputType('GenerateAiAssistanceInput')
export class GenerateAiAssistanceInput extends GenerateAssistanceBody {
  @Field(() => ID)
  requestId: string;
}
