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
import { isSignedIn } from '../../../core/actor';
import type { GraphQLContext } from '../../../graphql/context';
import { TemplateObject } from '../../templates/dtos/template.type';
import { CreateHireRequestInput, HireFeedbackInput } from '../dtos/hire-request.inputs';
import { ListSizeArgs, listSize } from '../dtos/list-size.args';
import {
  ApplicationCountsObject,
  HireApplicationObject,
  HireRequestCheckObject,
  HireRequestObject,
} from '../dtos/hiring.types';
import type { ApplicationCounts } from '../applications/hire-application.repository';
import { toHireApplication, toHireRequest } from '../hiring.objects';
import { templateOf } from '../hiring-relations.resolver';
import { isRequestClient, visibleApplications } from '../hiring.policy';

/** Hire requests over GraphQL: the same `HireRequestService` calls as the REST routes. */
@Resolver(() => HireRequestObject)
export class HireRequestResolver {
  @Authorized()
  @Query(() => [HireRequestObject], {
    description: "The signed-in client's hire requests, newest first.",
  })
  async hireRequests(
    @Args() args: ListSizeArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestObject[]> {
    return (await services.hireRequests.listOwn(user, args)).map(toHireRequest);
  }

  @Authorized()
  @Query(() => HireRequestObject, {
    description: 'A request, to its client and to experts who applied; NOT_FOUND for anyone else.',
  })
  async hireRequest(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestObject> {
    return toHireRequest(await services.hireRequests.get(user, id));
  }

  @Authorized()
  @Query(() => HireRequestCheckObject, {
    description: 'Whether the signed-in user has an open request on this template.',
  })
  hireRequestCheck(
    @Arg('templateId', () => ID) templateId: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestCheckObject> {
    return services.hireRequests.check(user, { templateId });
  }

  @Authorized()
  @Mutation(() => HireRequestObject, {
    description:
      'Asks for an expert on a template: SUBSCRIPTION_REQUIRED (with upgrade data) without an active paid plan; CONFLICT for a second open request on the template.',
  })
  async createHireRequest(
    @Arg('input') input: CreateHireRequestInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestObject> {
    return toHireRequest(await services.hireRequests.create(user, input));
  }

  @Authorized()
  @Mutation(() => HireRequestObject, { description: 'Cancels a pending or in_selection request.' })
  async cancelHireRequest(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestObject> {
    return toHireRequest(await services.hireRequests.cancel(user, id));
  }

  @Authorized()
  @Mutation(() => HireRequestObject, { description: 'Marks an active project completed.' })
  async completeHireRequest(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireRequestObject> {
    return toHireRequest(await services.hireRequests.complete(user, id));
  }

  @Authorized()
  @Mutation(() => HireApplicationObject, {
    description: 'Rates the accepted expert of a completed project, once.',
  })
  async leaveHireFeedback(
    @Arg('input') input: HireFeedbackInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HireApplicationObject> {
    const rated = await services.hireRequests.leaveFeedback(user, input.requestId, input);
    return toHireApplication(rated);
  }

  @FieldResolver(() => TemplateObject, {
    nullable: true,
    description: 'The template (null when taken down); through the templates loader.',
  })
  template(@Root() request: HireRequestObject, @Ctx() context: GraphQLContext) {
    return templateOf(request, context);
  }

  @FieldResolver(() => ApplicationCountsObject, {
    nullable: true,
    description: 'Owner only (experts get null).',
  })
  async applicationCounts(
    @Root() request: HireRequestObject,
    @Ctx() { loaders, actor }: GraphQLContext,
  ): Promise<ApplicationCounts | null> {
    return isRequestClient(actor, request)
      ? loaders.hiring.applicationCounts.load(request.id)
      : null;
  }

  @FieldResolver(() => [HireApplicationObject], {
    description: 'Owner: all applications; an expert who applied: only their own. Oldest first.',
  })
  async applications(
    @Root() request: HireRequestObject,
    @Args() args: ListSizeArgs,
    @Ctx() { loaders, actor }: GraphQLContext,
  ): Promise<HireApplicationObject[]> {
    if (!isSignedIn(actor)) return [];
    const all = await loaders.hiring.applicationsByRequest.load(request.id);
    const visible = visibleApplications(actor, request.clientId, all);
    return visible.slice(0, listSize(args)).map(toHireApplication);
  }

  @FieldResolver(() => Boolean, { description: "True for the request's owner." })
  isOwner(@Root() request: HireRequestObject, @Ctx() { actor }: GraphQLContext): boolean {
    return isRequestClient(actor, request);
  }
}
