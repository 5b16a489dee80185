import { route, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { presentSession } from '../accounts/account.presenter';
import { ForgotPasswordInput, ResetPasswordInput } from './dtos/password-reset.inputs';

/** Password reset over REST. */
export function passwordResetRoutes({ passwordResets }: Services): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Sends a password reset link to the address, if an account uses it',
      body: ForgotPasswordInput,
      status: 202,
      response:
        '`{message}`: the same answer whether an account uses the address or not; the link works for 30 minutes, once.',
      errors: ['rate_limited', 'mail_unavailable'],
      handler: ({ body, ip }) => passwordResets.forgotPassword({ ip }, body),
    }),
    route({
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Sets a new password with the token of a reset link',
      body: ResetPasswordInput,
      response:
        '`{token, user}`: a new session; every earlier session ends. A used, expired or unknown token is one 400.',
      errors: ['rate_limited'],
      handler: async ({ body, ip }) =>
        presentSession(await passwordResets.resetPassword({ ip }, body)),
    }),
  ];
}
