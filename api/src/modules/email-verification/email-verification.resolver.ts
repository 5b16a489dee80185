import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { VerifyEmailInput } from './dtos/email-verification.inputs';

@ObjectType('VerifyEmailPayload')
export class VerifyEmailPayload {
  @Field()
  message: string;
}

@ObjectType('VerificationEmailPayload')
export class VerificationEmailPayload {
  @Field({ description: 'Where the link went, or that the address is verified already.' })
  message: string;

  @Field({ description: 'True when the address was verified already (nothing was sent).' })
  emailVerified: boolean;
}

/** Email verification over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class EmailVerificationResolver {
  @Mutation(() => VerifyEmailPayload, {
    description: "Verifies the account's address with the token of a verification link.",
  })
  verifyEmail(
    @Arg('input') input: VerifyEmailInput,
    @Ctx() { services, ip }: GraphQLContext,
  ): Promise<VerifyEmailPayload> {
    return services.emailVerifications.verify({ ip }, input);
  }

  @Authorized()
  @Mutation(() => VerificationEmailPayload, {
    description: 'Mails the signed-in account a new verification link (24 hours), unless verified.',
  })
  sendVerificationEmail(
    @Ctx() { services, ip }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<VerificationEmailPayload> {
    return services.emailVerifications.resend({ actor: user, ip });
  }
}
