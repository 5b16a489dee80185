import { Field, Float, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { HireRequestStatusEnum } from '../../hiring/dtos/hiring.enums';
import type { RequestStatus } from '../../hiring/requests/hire-request.machine';
import type { ResourceType, TaskPhase, TaskPriority } from '../assistance/assistance-plan';
import type { QuestionStatus, QuestionType, TaskStatus } from '../task-status.machine';
import {
  QuestionStatusEnum,
  QuestionTypeEnum,
  ResourceTypeEnum,
  TaskPhaseEnum,
  TaskPriorityEnum,
  TaskStatusEnum,
} from './workspace.enums';

/** The workspace's GraphQL objects: the REST shapes of `workspace.presenter.ts`, typed. */

@ObjectType('TaskResource', { description: 'A documentation page a task links to.' })
export class TaskResourceObject {
  @Field()
  title: string;

  @Field()
  url: string;

  @Field(() => ResourceTypeEnum)
  type: ResourceType;
}

@ObjectType('ProjectTask', { description: 'A task of an active project, from the AI breakdown.' })
export class ProjectTaskObject {
  @Field(() => ID)
  id: string;

  @Field(() => TaskPhaseEnum)
  phase: TaskPhase;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => TaskPriorityEnum)
  priority: TaskPriority;

  @Field(() => TaskStatusEnum)
  status: TaskStatus;

  @Field(() => Float)
  estimatedHours: number;

  @Field({ description: '"30 minutes", "1 hour", "2 hours".' })
  estimatedTime: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt: Date | null;

  @Field(() => [TaskResourceObject], { description: 'At most 3, most relevant first.' })
  resources: TaskResourceObject[];
}

@ObjectType('RequirementQuestion', { description: "The expert's question to the client." })
export class RequirementQuestionObject {
  @Field(() => ID)
  id: string;

  @Field()
  question: string;

  @Field(() => QuestionTypeEnum)
  type: QuestionType;

  @Field(() => QuestionStatusEnum)
  status: QuestionStatus;

  @Field(() => String, { nullable: true })
  answer: string | null;

  @Field(() => GraphQLISODateTime)
  askedAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  answeredAt: Date | null;
}

@ObjectType('ProjectDeliverable', { description: 'What the expert handed over.' })
export class DeliverableObject {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  url: string;

  @Field()
  note: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('ProjectWorkspace', { description: "An active or completed project's workspace." })
export class ProjectWorkspaceObject {
  @Field(() => ID)
  requestId: string;

  @Field(() => HireRequestStatusEnum, {
    description: '`active`, or `completed`: then the workspace is read-only.',
  })
  status: RequestStatus;

  @Field(() => [ProjectTaskObject])
  tasks: ProjectTaskObject[];

  @Field(() => [RequirementQuestionObject])
  requirementQuestions: RequirementQuestionObject[];

  @Field(() => [DeliverableObject])
  deliverables: DeliverableObject[];
}

@ObjectType('AssistanceResource', { description: 'The n8n documentation of a node type used.' })
export class AssistanceResourceObject extends TaskResourceObject {
  @Field()
  description: string;

  @Field(() => Float, { description: '0 to 1 (shown times 10).' })
  relevanceScore: number;

  @Field({ description: 'Minutes, e.g. "6 min".' })
  estimatedReadTime: string;
}

@ObjectType('AiAssistance', { description: "A project's task breakdown and resources." })
export class AiAssistanceObject {
  @Field(() => ID)
  requestId: string;

  @Field({ description: '"rules", or the model that enriched them.' })
  provider: string;

  @Field(() => GraphQLISODateTime)
  generatedAt: Date;

  @Field(() => [ProjectTaskObject], { description: "The project's tasks, with their progress." })
  taskBreakdown: ProjectTaskObject[];

  @Field(() => [AssistanceResourceObject], { description: 'Most relevant first.' })
  resources: AssistanceResourceObject[];
}

@ObjectType('CodeSuggestion', { description: "The code generator's answer to a prompt." })
export class CodeSuggestionObject {
  @Field()
  prompt: string;

  @Field({ description: 'An n8n Code node to start from.' })
  answer: string;

  @Field(() => [AssistanceResourceObject])
  resources: AssistanceResourceObject[];
}

@ObjectType('GenerateAiAssistancePayload')
export class GenerateAiAssistancePayload {
  @Field(() => AiAssistanceObject)
  assistance: AiAssistanceObject;

  @Field(() => CodeSuggestionObject, { nullable: true, description: 'Null without a prompt.' })
  codeSuggestion: CodeSuggestionObject | null;
}
