import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireRole } from '../../auth/require-role';
import type { GraphQLContext } from '../../graphql/context';
import {
  ExpertApplicationListInput,
  RejectExpertApplicationInput,
  SubmitExpertApplicationInput,
} from './dtos/expert-application.inputs';
import { ExpertApplicationObject } from './dtos/expert-application.types';
import { toExpertApplicationObject } from './expert-application.presenter';

/** The expert programme over GraphQL: the same `ExpertApplicationService` calls as REST. */
@Resolver(() => ExpertApplicationObject)
export class ExpertApplicationResolver {
  @Authorized()
  @Query(() => ExpertApplicationObject, {
    nullable: true,
    description: "The signed-in user's latest expert application; null when none.",
  })
  async myExpertApplication(
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<ExpertApplicationObject | null> {
    const application = await services.expertApplications.mine(requireRole(actor));
    return application ? toExpertApplicationObject(application) : null;
  }

  @Authorized('admin')
  @Query(() => [ExpertApplicationObject], {
    description: 'Applications to review (admin), newest first, at most 200.',
  })
  async expertApplications(
    @Args() args: ExpertApplicationListInput,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<ExpertApplicationObject[]> {
    const found = await services.expertApplications.list(requireRole(actor), args);
    return found.map(toExpertApplicationObject);
  }

  @Authorized()
  @Mutation(() => ExpertApplicationObject, {
    description: 'Applies to the expert programme; CONFLICT with a pending or approved one.',
  })
  async submitExpertApplication(
    @Arg('input') input: SubmitExpertApplicationInput,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(
      await services.expertApplications.submit(requireRole(actor), input),
    );
  }

  @Authorized('admin')
  @Mutation(() => ExpertApplicationObject, {
    description: 'Approves a pending application (admin): the applicant becomes an expert.',
  })
  async approveExpertApplication(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(
      await services.expertApplications.approve(requireRole(actor), id),
    );
  }

  @Authorized('admin')
  @Mutation(() => ExpertApplicationObject, {
    description: 'Rejects a pending application with a reason (admin).',
  })
  async rejectExpertApplication(
    @Arg('input') input: RejectExpertApplicationInput,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<ExpertApplicationObject> {
    return toExpertApplicationObject(
      await services.expertApplications.reject(requireRole(actor), input.id, input),
    );
  }
}
