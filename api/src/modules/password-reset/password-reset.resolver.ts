import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Session } from '../accounts/account.service';
import { AuthPayload } from '../accounts/dtos/account.types';
import { ForgotPasswordInput, ResetPasswordInput } from './dtos/password-reset.inputs';

@ObjectType('ForgotPasswordPayload')
export class ForgotPasswordPayload {
  @Field({ description: 'The same whether an account uses the address or not.' })
  message: string;
}

/** Password reset over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => ForgotPasswordPayload, {
    description: 'Sends a password reset link to the address, if an account uses it.',
  })
  forgotPassword(
    @Arg('input') input: ForgotPasswordInput,
    @Ctx() { services, ip }: GraphQLContext,
  ): Promise<ForgotPasswordPayload> {
    return services.passwordResets.forgotPassword({ ip }, input);
  }

  @Mutation(() => AuthPayload, {
    description: 'Sets a new password with the token of a reset link; earlier sessions end.',
  })
  resetPassword(
    @Arg('input') input: ResetPasswordInput,
    @Ctx() { services, ip }: GraphQLContext,
  ): Promise<Session> {
    return services.passwordResets.resetPassword({ ip }, input);
  }
}
