import { CreateHiring1764172900000 } from '../../db/migrations/1764172900000-create-hiring';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { expertsModule } from '../experts/experts.module';
import type { paymentsModule } from '../payments/payments.module';
import type { templatesModule } from '../templates/templates.module';
import type { notificationsModule } from '../notifications/notifications.module';
import { HireApplicationResolver } from './applications/hire-application.resolver';
import { hireApplicationRoutes } from './applications/hire-application.routes';
import { HireApplicationService } from './applications/hire-application.service';
import { HirePaymentResolver } from './requests/hire-payment.resolver';
import { HiringConversations } from './hiring-conversations';
import { HiringNotices } from './hiring-notices';
import { HirePaymentService } from './requests/hire-payment.service';
import { HireRelations } from './hire-relations';
import { HireRequestResolver } from './requests/hire-request.resolver';
import { hireRequestRoutes } from './requests/hire-request.routes';
import { HireRequestService } from './requests/hire-request.service';
import { HireViewService } from './hire-view.service';
import {
  ApplicationProjectResolver,
  ExpertSummaryResolver,
  OpenProjectResolver,
} from './hiring-relations.resolver';
import { createHiringLoaders, type HiringLoaders } from './hiring.loaders';
import { seedHiring } from './seed/hiring.seed';

/**
 * Hiring (docs/product/hiring-and-experts.md): a subscriber's request for an expert on a template,
 * the experts' applications, the request's status machine, and paying to start the project. Builds
 * on accounts (who may hire), templates (what a request is about) and payments (a paid
 * `hire_request` payment activates the request, registered here through `payments.onPaid`).
 */
export const hiringModule: FeatureModule<
  {
    hireRequests: HireRequestService;
    hireApplications: HireApplicationService;
    hirePayments: HirePaymentService;
    hireRelations: HireRelations;
    hireViews: HireViewService;
    hiringConversations: HiringConversations;
  },
  { hiring: HiringLoaders },
  ServicesOf<
    | typeof accountsModule
    | typeof expertsModule
    | typeof paymentsModule
    | typeof templatesModule
    | typeof notificationsModule
  >
> = {
  name: 'hiring',
  needs: ['accounts', 'experts', 'payments', 'templates', 'notifications'],
  migrations: [CreateHiring1764172900000],
  resolvers: [
    HireRequestResolver,
    HireApplicationResolver,
    HirePaymentResolver,
    OpenProjectResolver,
    ApplicationProjectResolver,
    ExpertSummaryResolver,
  ],
  services: ({ db, logger, subscriptions, templates, payments, notifications }) => {
    const notices = new HiringNotices(notifications);
    // Filled in by the chat feature, which owns the conversations hiring writes to.
    const hiringConversations = new HiringConversations();
    const conversations = hiringConversations;
    const hirePayments = new HirePaymentService(db, { payments, logger, conversations, notices });
    payments.onPaid(
      'hire_request',
      (tx, payment) => hirePayments.activate(tx, payment),
      (tx, requestId) => hirePayments.lockRequest(tx, requestId),
    );
    payments.onRefunded('hire_request', (tx, payment) => hirePayments.refunded(tx, payment));
    const hireRelations = new HireRelations(db, templates);
    return {
      hireRequests: new HireRequestService(db, {
        subscriptions,
        templates,
        payments,
        conversations,
        notices,
      }),
      hireApplications: new HireApplicationService(db, conversations, notices),
      hiringConversations,
      hirePayments,
      hireRelations,
      hireViews: new HireViewService(hireRelations),
    };
  },
  loaders: (services, actor) => ({ hiring: createHiringLoaders(services, actor) }),
  routes: (services) => [...hireRequestRoutes(services), ...hireApplicationRoutes(services)],
  seed: seedHiring,
};
