import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import {
  ExpertApplicationListInput,
  RejectExpertApplicationInput,
  SubmitExpertApplicationInput,
} from './dtos/expert-application.inputs';
import {
  ExpertApplicationObject,
  ExpertApplicationPageObject,
} from './dtos/expert-application.types';
import { toExpertApplicationObject } from './expert-application.presenter';
import { toPagination } from '../../core/pagination';

/** The expert programme over GraphQL: the same `ExpertApplicationService` calls as REST. */
@Resolver(() => ExpertApplicationObject)
export class ExpertApplicationResolver {
  @Authorized()
  @Query(() => ExpertApplicationObject, {
    nullable: true,
    description: "The signed-in user's latest expert application; null when none.",
  })
  async myExpertApplication(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertApplicationObject | null> {
    const application = await services.expertApplications.mine(user);
    return application ? toExpertApplicationObject(application) : null;
  }

  @Authorized('admin')
  @Query(() => ExpertApplicationPageObject, {
    description: 'A page of applications to review (admin): pending first, oldest first.',
  })
  async expertApplications(
    @Args() args: ExpertApplicationListInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertApplicationPageObject> {
    const page = await services.expertApplications.list(user, args);
    return { items: page.items.map(toExpertApplicationObject), pagination: toPagination(page) };
  }

  @Authorized()
  @Mutation(() => ExpertApplicationObject, {
    description: 'Applies to the expert programme; CONFLICT with a pending or approved one.',
  })
  async submitExpertApplication(
    @Arg('input') input: SubmitExpertApplicationInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(await services.expertApplications.submit(user, input));
  }

  @Authorized('admin')
  @Mutation(() => ExpertApplicationObject, {
    description: 'Approves a pending application (admin): the applicant becomes an expert.',
  })
  async approveExpertApplication(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(await services.expertApplications.approve(user, id));
  }

  @Authorized('admin')
  @Mutation(() => ExpertApplicationObject, {
    description: 'Rejects a pending application with a reason (admin).',
  })
  async rejectExpertApplication(
    @Arg('input') input: RejectExpertApplicationInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(
      await services.expertApplications.reject(user, input.id, input),
    );
  }
}
