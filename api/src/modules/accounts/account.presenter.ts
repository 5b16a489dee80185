import type { AccountView, Profile, Session } from './account.service';

/** The REST shape of the signed-in account: dates as ISO strings. */
export function presentUser(user: AccountView) {
  const { subscription } = user;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    subscription: {
      plan: subscription.plan,
      planId: subscription.planId,
      isActive: subscription.isActive,
      templateSaves: subscription.templateSaves,
      templateSavesUsed: subscription.templateSavesUsed,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
  };
}

export function presentSession(session: Session) {
  return { token: session.token, user: presentUser(session.user) };
}

/** The profile form's fields: `profile {name, email, createdAt}`. */
export function presentProfile(user: Profile) {
  return { name: user.name, email: user.email, createdAt: user.createdAt.toISOString() };
}
