import {
  Arg,
  Authorized,
  Ctx,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { requiring, SIGNED_IN } from '../../graphql/subscriptions';
import {
  AddDeliverableInput,
  AddRequirementQuestionInput,
  AnswerRequirementQuestionInput,
  UpdateTaskStatusInput,
} from './dtos/workspace.inputs';
import {
  DeliverableObject,
  ProjectTaskObject,
  ProjectWorkspaceObject,
  RequirementQuestionObject,
} from './dtos/workspace.types';
import { projectUpdated } from './project-updated';
import { toProjectTask, toProjectWorkspace } from './workspace.objects';
import type { ProjectWorkspace } from './workspace.service';

const WHO =
  ' Participants only: FORBIDDEN for another expert who applied, NOT_FOUND for anyone else; CONFLICT before the project is active.';

/** The project workspace over GraphQL: the same `WorkspaceService` calls as the REST routes. */
@Resolver(() => ProjectWorkspaceObject)
export class WorkspaceResolver {
  @Authorized()
  @Query(() => ProjectWorkspaceObject, {
    description: `An active or completed project's tasks, questions and deliverables.${WHO}`,
  })
  async projectWorkspace(
    @Arg('requestId', () => ID) requestId: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ProjectWorkspaceObject> {
    return toProjectWorkspace(requestId, await services.workspace.get(user, requestId));
  }

  @Subscription(() => ProjectWorkspaceObject, {
    description: `The project's workspace now, then after every task, question or deliverable change.${WHO}`,
    subscribe: requiring(SIGNED_IN, (subscriber, { requestId }: { requestId: string }) =>
      projectUpdated(subscriber, requestId),
    ),
  })
  projectUpdated(
    @Root() workspace: ProjectWorkspace,
    @Arg('requestId', () => ID) requestId: string,
  ): ProjectWorkspaceObject {
    return toProjectWorkspace(requestId, workspace);
  }

  @Authorized()
  @Mutation(() => ProjectTaskObject, {
    description: `The expert moves a task: pending -> in_progress -> completed; else CONFLICT.${WHO}`,
  })
  async updateTaskStatus(
    @Arg('input') input: UpdateTaskStatusInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ProjectTaskObject> {
    return toProjectTask(await services.workspace.updateTaskStatus(user, input.requestId, input));
  }

  @Authorized()
  @Mutation(() => RequirementQuestionObject, {
    description: `The expert asks the client a question.${WHO}`,
  })
  addRequirementQuestion(
    @Arg('input') input: AddRequirementQuestionInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<RequirementQuestionObject> {
    return services.workspace.addRequirementQuestion(user, input.requestId, input);
  }

  @Authorized()
  @Mutation(() => RequirementQuestionObject, {
    description: `The client answers a pending question, once (else CONFLICT).${WHO}`,
  })
  answerRequirementQuestion(
    @Arg('input') input: AnswerRequirementQuestionInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<RequirementQuestionObject> {
    return services.workspace.answerRequirementQuestion(user, input.requestId, input);
  }

  @Authorized()
  @Mutation(() => DeliverableObject, { description: `The expert hands a deliverable over.${WHO}` })
  addDeliverable(
    @Arg('input') input: AddDeliverableInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<DeliverableObject> {
    return services.workspace.addDeliverable(user, input.requestId, input);
  }
}
