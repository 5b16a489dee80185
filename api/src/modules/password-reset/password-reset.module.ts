import { CreatePasswordResets1764600100000 } from '../../db/migrations/1764600100000-create-password-resets';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { mailModule } from '../mail/mail.module';
import { PasswordResetResolver } from './password-reset.resolver';
import { passwordResetRoutes } from './password-reset.routes';
import { PasswordResetService } from './password-reset.service';
import { ResetLimits } from './reset-limits';

/**
 * Password reset by email (docs/product/accounts-and-plans.md): a single-use link, stored as a
 * hash, that works for 30 minutes and ends every earlier session when used. Mail goes through the
 * mail queue, in the transaction that records the link.
 */
export const passwordResetModule: FeatureModule<
  { passwordResets: PasswordResetService },
  object,
  ServicesOf<typeof accountsModule | typeof mailModule>
> = {
  name: 'password-reset',
  needs: ['accounts', 'mail'],
  migrations: [CreatePasswordResets1764600100000],
  resolvers: [PasswordResetResolver],
  services: ({ db, env, logger, rateLimits, accounts, mail }) => ({
    passwordResets: new PasswordResetService(db, {
      accounts,
      mail,
      limits: new ResetLimits(rateLimits, env),
      logger,
    }),
  }),
  routes: passwordResetRoutes,
  close: ({ passwordResets }) => passwordResets.settled(),
};
