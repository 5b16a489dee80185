import { CreatePayments1764000100000 } from '../../db/migrations/1764000100000-create-payments';
import { PaymentReceipts1764800100000 } from '../../db/migrations/1764800100000-payment-receipts';
import { PaymentRefunds1764800300000 } from '../../db/migrations/1764800300000-payment-refunds';
import { PeriodicTask } from '../../core/periodic-task';
import type { Env } from '../../config/env';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { notificationsModule } from '../notifications/notifications.module';
import type { mailModule } from '../mail/mail.module';
import type { PaymentGateway } from './gateways/payment-gateway';
import { StripeGateway } from './gateways/stripe-gateway';
import { testGateway } from './gateways/test-gateway';
import { PaymentResolver } from './payment.resolver';
import { paymentRoutes } from './payment.routes';
import { PaymentService } from './payment.service';

/**
 * Payments: the gateways on offer (the test gateway, Stripe Checkout), every attempt as a row,
 * and completion applied exactly once. Other features say what their paid payments do through
 * `payments.onPaid` (accounts' plans here; hiring later).
 */
/** How often each process looks for renewals the server makes itself (the test gateway's). */
const RENEWAL_SWEEP_EVERY_MS = 15 * 60_000;

export const paymentsModule: FeatureModule<
  { payments: PaymentService; renewalSweep: PeriodicTask },
  object,
  ServicesOf<typeof accountsModule | typeof notificationsModule | typeof mailModule>
> = {
  name: 'payments',
  needs: ['mail', 'accounts', 'notifications'],
  migrations: [
    CreatePayments1764000100000,
    PaymentReceipts1764800100000,
    PaymentRefunds1764800300000,
  ],
  resolvers: [PaymentResolver],
  services: ({ db, env, logger, subscriptions, rateLimits, notifications, mail }) => {
    const payments = new PaymentService(db, {
      gateways: gatewaysOf(env),
      subscriptions,
      publicUrl: env.publicUrl,
      logger,
      rateLimits,
      checkoutsPerIp: env.checkoutsPerIp,
      notifications,
      mail,
      seller: env.receiptSeller,
    });
    const renew = async () => {
      const renewed = await payments.sweepServerRenewals();
      if (renewed > 0) logger.info({ renewed }, 'renewed plans at the test gateway');
    };
    return {
      payments,
      renewalSweep: new PeriodicTask('the renewal sweep', renew, logger, RENEWAL_SWEEP_EVERY_MS),
    };
  },
  routes: paymentRoutes,
  warmUp: async ({ renewalSweep }) => renewalSweep.start(),
  close: ({ renewalSweep }) => renewalSweep.stop(),
};

/** PAYMENTS_TEST_GATEWAY offers the test gateway; STRIPE_SECRET_KEY offers Stripe. */
function gatewaysOf(env: Env): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (env.paymentsTestGateway) gateways.push(testGateway);
  if (env.stripeSecretKey) {
    gateways.push(
      new StripeGateway({
        secretKey: env.stripeSecretKey,
        webhookSecret: env.stripeWebhookSecret,
        apiUrl: env.stripeApiUrl,
      }),
    );
  }
  return gateways;
}
