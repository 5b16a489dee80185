import { CreateEmailVerifications1764900100000 } from '../../db/migrations/1764900100000-create-email-verifications';
import type { accountsModule } from '../accounts/accounts.module';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { mailModule } from '../mail/mail.module';
import { EmailVerificationResolver } from './email-verification.resolver';
import { emailVerificationRoutes } from './email-verification.routes';
import { EmailVerificationService } from './email-verification.service';
import { VerificationLimits } from './verification-limits';

/**
 * Email verification (docs/product/accounts-and-plans.md): registration mails a single-use link,
 * stored as a hash, that works for 24 hours; the account page sends another on request. A
 * verified address is what publishing asks for.
 */
export const emailVerificationModule: FeatureModule<
  { emailVerifications: EmailVerificationService },
  object,
  ServicesOf<typeof accountsModule | typeof mailModule>
> = {
  name: 'email-verification',
  needs: ['accounts', 'mail'],
  migrations: [CreateEmailVerifications1764900100000],
  resolvers: [EmailVerificationResolver],
  services: ({ db, env, logger, rateLimits, accounts, mail }) => ({
    emailVerifications: new EmailVerificationService(db, {
      accounts,
      mail,
      limits: new VerificationLimits(rateLimits, env),
      logger,
    }),
  }),
  routes: emailVerificationRoutes,
  close: ({ emailVerifications }) => emailVerifications.settled(),
};
