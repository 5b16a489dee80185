import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { GenerateAiAssistanceInput } from './dtos/workspace.inputs';
import { AiAssistanceObject, GenerateAiAssistancePayload } from './dtos/workspace.types';
import { toAiAssistance } from './workspace.objects';

/** AI assistance over GraphQL: the same `AiAssistanceService` calls as the REST routes. */
@Resolver(() => AiAssistanceObject)
export class AiAssistanceResolver {
  @Authorized()
  @Query(() => AiAssistanceObject, {
    description:
      "A project's AI assistance; NOT_FOUND until generated (and for anyone but its participants).",
  })
  async aiAssistance(
    @Arg('requestId', () => ID) requestId: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<AiAssistanceObject> {
    return toAiAssistance(await services.aiAssistance.get(user, requestId));
  }

  @Authorized()
  @Mutation(() => GenerateAiAssistancePayload, {
    description:
      "Generates a project's AI assistance once (later calls return it) and answers an optional code-generator prompt.",
  })
  async generateAiAssistance(
    @Arg('input') input: GenerateAiAssistanceInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<GenerateAiAssistancePayload> {
    const generated = await services.aiAssistance.generate(user, input.requestId, input);
    return { ...generated, assistance: toAiAssistance(generated.assistance) };
  }
}
