import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CurrentUser } from '../../../auth/current-user';
import type { SignedInActor } from '../../../core/actor';
import type { GraphQLContext } from '../../../graphql/context';
import {
  ApplyToHireRequestInput,
  MyApplicationsArgs,
  OpenProjectsArgs,
} from '../dtos/hire-application.inputs';
import {
  ApplicationProjectObject,
  ExpertReputationObject,
  ExpertSummaryObject,
  HireApplicationObject,
  MyApplicationsPayload,
  OpenProjectObject,
} from '../dtos/hiring.types';
import type { ExpertReputation } from '../expert-record.repository';
import {
  toApplicationProject,
  toExpertSummary,
  toHireApplication,
  toOpenProject,
} from '../hiring.objects';
import { EXPERT_ROLES } from '../hiring.policy';

/** Applications over GraphQL: the same `HireApplicationService` calls as the REST routes. */
@Resolver(() => HireApplicationObject)
export class HireApplicationResolver {
  @Authorized(EXPERT_ROLES)
  @Query(() => [OpenProjectObject], {
    description: 'Pending requests to apply to, newest first: no client identity at all.',
  })
  async openProjects(
    @Args() args: OpenProjectsArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<OpenProjectObject[]> {
    return (await services.hireApplications.board(user, args)).items.map(toOpenProject);
  }

  @Authorized(EXPERT_ROLES)
  @Query(() => MyApplicationsPayload, {
    description: "The signed-in expert's applications, newest first; counts always over all.",
  })
  async myApplications(
    @Args() args: MyApplicationsArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<MyApplicationsPayload> {
    const mine = await services.hireApplications.mine(user, args);
    return { items: mine.items.map(toHireApplication), counts: mine.counts };
  }

  @Authorized(EXPERT_ROLES)
  @Query(() => ExpertReputationObject, { description: "The signed-in expert's own record." })
  expertReputation(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertReputation> {
    return services.hireApplications.reputation(user);
  }

  @Authorized(EXPERT_ROLES)
  @Mutation(() => HireApplicationObject, {
    description: 'Applies to a pending request, once (CONFLICT after).',
  })
  async applyToHireRequest(
    @Arg('input') input: ApplyToHireRequestInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireApplicationObject> {
    const application = await services.hireApplications.apply(user, input.requestId, input);
    return toHireApplication(application);
  }

  @Authorized(EXPERT_ROLES)
  @Mutation(() => HireApplicationObject, { description: 'Withdraws a pending application.' })
  async withdrawHireApplication(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireApplicationObject> {
    return toHireApplication(await services.hireApplications.withdraw(user, id));
  }

  @Authorized()
  @Mutation(() => HireApplicationObject, {
    description: 'The client accepts a pending application; the request moves to in_selection.',
  })
  async acceptHireApplication(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireApplicationObject> {
    return toHireApplication(await services.hireApplications.accept(user, id));
  }

  @Authorized()
  @Mutation(() => HireApplicationObject, {
    description: 'The client declines a pending application; the request stays pending.',
  })
  async rejectHireApplication(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireApplicationObject> {
    return toHireApplication(await services.hireApplications.reject(user, id));
  }

  @FieldResolver(() => ExpertSummaryObject)
  async expert(
    @Root() application: HireApplicationObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ExpertSummaryObject> {
    const expert = await loaders.hiring.expertSummary.load(application.expertId);
    return toExpertSummary(expert!);
  }

  @FieldResolver(() => ApplicationProjectObject, {
    description:
      'The request it answers (for the expert\'s list): the client is shown as `clientName` = "Anonymous".',
  })
  async project(
    @Root() application: HireApplicationObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ApplicationProjectObject> {
    const request = await loaders.hiring.requestById.load(application.requestId);
    return toApplicationProject(request!);
  }
}
