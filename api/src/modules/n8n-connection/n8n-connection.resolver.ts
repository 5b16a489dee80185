import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import {
  ImportWorkflowInput,
  N8nSettingsInput,
  N8nWorkflowListInput,
  TestN8nConnectionInput,
} from './dtos/n8n-connection.inputs';
import {
  ClearN8nSettingsPayload,
  ImportWorkflowPayload,
  N8nSettingsObject,
  N8nWorkflowPageObject,
  TestN8nConnectionPayload,
} from './dtos/n8n-connection.types';
import { NO_N8N_SETTINGS } from './n8n-connection.service';

/** The n8n connection and imports over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class N8nConnectionResolver {
  @Authorized()
  @Query(() => N8nSettingsObject, { description: "The signed-in user's n8n connection." })
  n8nSettings(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<N8nSettingsObject> {
    return services.n8nConnection.settings(user);
  }

  @Authorized()
  @Query(() => N8nWorkflowPageObject, {
    description:
      "A page of the workflows in the signed-in user's own n8n, through the saved connection and the address policy.",
  })
  myN8nWorkflows(
    @Args() args: N8nWorkflowListInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<N8nWorkflowPageObject> {
    return services.n8nConnection.listWorkflows(user, args);
  }

  @Authorized()
  @Mutation(() => N8nSettingsObject, { description: 'Saves the n8n connection (key encrypted).' })
  saveN8nSettings(
    @Arg('input') input: N8nSettingsInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<N8nSettingsObject> {
    return services.n8nConnection.saveSettings(user, input);
  }

  @Authorized()
  @Mutation(() => ClearN8nSettingsPayload, { description: 'Clears the n8n connection.' })
  async clearN8nSettings(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ClearN8nSettingsPayload> {
    const { cleared } = await services.n8nConnection.clearSettings(user);
    return { cleared, settings: NO_N8N_SETTINGS };
  }

  @Authorized()
  @Mutation(() => TestN8nConnectionPayload, {
    description:
      "Tests the user's n8n connection (the saved one, or `n8nSettings`) with an authenticated read of n8n's public API, through the address policy.",
  })
  testN8nConnection(
    @Arg('input', () => TestN8nConnectionInput, { nullable: true })
    input: TestN8nConnectionInput | undefined,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<TestN8nConnectionPayload> {
    return services.n8nConnection.testConnection(user, input ?? {});
  }

  @Authorized()
  @Mutation(() => ImportWorkflowPayload, { description: "Sends a workflow to the user's n8n." })
  importWorkflow(
    @Arg('input') input: ImportWorkflowInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ImportWorkflowPayload> {
    return services.n8nConnection.importWorkflow(user, input);
  }
}
