import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { LoginInput, RegisterInput, UpdateProfileInput } from './dtos/account.inputs';
import { presentProfile, presentSession, presentUser } from './account.presenter';

/** Accounts over REST (docs/product/accounts-and-plans.md): one service call per route. */
export function accountRoutes({ accounts }: Services): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/auth/register',
      summary: 'Creates an account and signs it in',
      body: RegisterInput,
      status: 201,
      response: '`{token, user}`; a taken email is 409.',
      errors: ['conflict', 'rate_limited'],
      handler: async ({ body, ip }) => presentSession(await accounts.register({ ip }, body)),
    }),
    route({
      method: 'post',
      path: '/auth/login',
      summary: 'Signs in with email and password',
      body: LoginInput,
      response: '`{token, user}`; a wrong password and an unknown email are the same 401.',
      errors: ['unauthorized', 'rate_limited'],
      handler: async ({ body, ip }) => presentSession(await accounts.login({ ip }, body)),
    }),
    route({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in account with its subscription',
      roles: SIGNED_IN,
      response: '`{user}` with `subscription`.',
      handler: async ({ actor }) => ({ user: presentUser(await accounts.me(actor)) }),
    }),
    route({
      method: 'get',
      path: '/user-profile',
      summary: "The signed-in account's profile",
      roles: SIGNED_IN,
      response: '`{profile: {name, email, createdAt}}`.',
      handler: async ({ actor }) => ({
        profile: presentProfile(await accounts.profile(actor)),
      }),
    }),
    route({
      method: 'put',
      path: '/user-profile',
      summary: 'Changes name, email and (with the current password) the password',
      body: UpdateProfileInput,
      roles: SIGNED_IN,
      response:
        '`{profile, user, token}`: `token` is a new session token after a password change (earlier ones stop working), otherwise null.',
      errors: ['conflict'],
      handler: async ({ actor, body }) => {
        const { user, token } = await accounts.updateProfile(actor, body);
        return { profile: presentProfile(user), user: presentUser(user), token };
      },
    }),
  ];
}
