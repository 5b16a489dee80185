import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import type { AccountExport } from './account-data.service';
import { DeleteAccountInput } from './dtos/account-data.inputs';
import { DeleteAccountPayload } from './dtos/account-data.types';

/** The holder's own data over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class AccountDataResolver {
  @Authorized()
  @Query(() => GraphQLJSONObject, {
    description:
      'A copy of everything the signed-in account holds (GET /api/account/export); 5 an hour.',
  })
  accountExport(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<AccountExport> {
    return services.accountData.export(user);
  }

  @Authorized()
  @Mutation(() => DeleteAccountPayload, {
    description: 'Deletes the signed-in account, confirmed with its password; every session ends.',
  })
  async deleteAccount(
    @Arg('input') input: DeleteAccountInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<DeleteAccountPayload> {
    await services.accountData.deleteAccount(user, input);
    return { deleted: true };
  }
}
