import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import { isSignedIn, type SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import type { AccountView, Session } from './account.service';
import { LoginInput, RegisterInput, UpdateProfileInput } from './dtos/account.inputs';
import { AuthPayload, UpdateProfilePayload, UserObject } from './dtos/account.types';

/** Accounts over GraphQL: the same `AccountService` calls as the REST routes. */
@Resolver()
export class AccountResolver {
  @Query(() => UserObject, {
    nullable: true,
    description: 'The signed-in account, or null for a visitor.',
  })
  me(@Ctx() { services, actor }: GraphQLContext): Promise<AccountView> | null {
    return isSignedIn(actor) ? services.accounts.me(actor) : null;
  }

  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  register(
    @Arg('input') input: RegisterInput,
    @Ctx() { services, ip }: GraphQLContext,
  ): Promise<Session> {
    return services.accounts.register({ ip }, input);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with email and password.' })
  login(
    @Arg('input') input: LoginInput,
    @Ctx() { services, ip }: GraphQLContext,
  ): Promise<Session> {
    return services.accounts.login({ ip }, input);
  }

  @Authorized()
  @Mutation(() => UpdateProfilePayload, {
    description: 'Changes name, email and (with the current password) the password.',
  })
  updateProfile(
    @Arg('input') input: UpdateProfileInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<UpdateProfilePayload> {
    return services.accounts.updateProfile(user, input);
  }
}
