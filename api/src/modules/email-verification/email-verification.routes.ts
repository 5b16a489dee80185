import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { VerifyEmailInput } from './dtos/email-verification.inputs';

/** Email verification over REST. */
export function emailVerificationRoutes({ emailVerifications }: Services): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/auth/verify-email',
      summary: "Verifies the account's address with the token of a verification link",
      description: 'Needs no session: the link may be opened in another browser.',
      body: VerifyEmailInput,
      response:
        '`{message}`. A used, expired or unknown token, or one for an address the account no longer uses, is one 400.',
      errors: ['rate_limited'],
      handler: ({ body, ip }) => emailVerifications.verify({ ip }, body),
    }),
    route({
      method: 'post',
      path: '/auth/verification-email',
      summary: "Mails the signed-in account a new verification link, unless it's verified already",
      roles: SIGNED_IN,
      status: 202,
      response:
        '`{message, emailVerified}`: where the link went (it works for 24 hours), or that the address is verified already (nothing sent).',
      errors: ['rate_limited', 'mail_unavailable'],
      handler: ({ actor, ip }) => emailVerifications.resend({ actor, ip }),
    }),
  ];
}
