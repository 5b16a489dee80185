import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { toPagination } from '../../core/pagination';
import {
  AdminPaymentsInput,
  PaymentHistoryInput,
  RefundBody,
  StartDonationInput,
  StartPaymentInput,
  SubscribeInput,
} from './dtos/payment.inputs';
import { StripeGateway } from './gateways/stripe-gateway';
import {
  presentAdminPayment,
  presentCheckout,
  presentGateway,
  presentPaymentHistoryEntry,
  presentPaymentSession,
  presentPlan,
} from './payment.presenter';
import { PAYMENT_NOT_FOUND } from './payments.policy';
import { RECEIPT_NOT_FOUND } from './payment-receipts';
import { receiveStripeEvent } from './stripe-webhook';

/** Plans and payments over REST (docs/product/payments.md). */
export function paymentRoutes({ payments, subscriptions }: Services): RouteDefinition[] {
  const stripe = payments.gateway('stripe');
  return [
    route({
      method: 'get',
      path: '/subscriptions',
      summary: 'The subscription plans',
      response:
        '`{success, subscriptions: [{_id, name, description, price, duration, features, ...}]}`.',
      handler: async () => ({
        success: true,
        subscriptions: (await subscriptions.plans()).map((plan) => ({
          _id: plan.id,
          ...presentPlan(plan),
        })),
      }),
    }),
    route({
      method: 'get',
      path: '/payment-gateways',
      summary: 'The payment methods on offer',
      response: '`{success, gateways: [{id, name, displayName, testMode}]}`.',
      handler: () => ({ success: true, gateways: payments.gateways().map(presentGateway) }),
    }),
    route({
      method: 'post',
      path: '/user-subscription',
      summary: 'Chooses a plan: Free completes at once, a paid plan asks for a payment',
      body: SubscribeInput,
      roles: SIGNED_IN,
      notFound: 'Plan not found',
      response:
        '`{success, status: "completed", subscription}` or `{success, requiresPayment: true, paymentData: {amount, currency, description, subscriptionId}}`.',
      errors: ['not_found', 'conflict'],
      handler: async ({ actor, body }) => {
        const result = await payments.subscribe(actor, body);
        return result.status === 'completed'
          ? { success: true, status: 'completed', subscription: result.subscription }
          : { success: true, requiresPayment: true, paymentData: result.paymentData };
      },
    }),
    route({
      method: 'post',
      path: '/user-subscription/cancel',
      summary: "Cancels the paid plan's renewal: it stays active to the period's end, then Free",
      roles: SIGNED_IN,
      response: '`{success, subscription}` with `cancelAtPeriodEnd: true`.',
      errors: ['conflict', 'upstream_error'],
      handler: async ({ actor }) => ({
        success: true,
        subscription: await payments.cancelPlan(actor),
      }),
    }),
    route({
      method: 'post',
      path: '/user-subscription/resume',
      summary: 'Resumes a cancelled paid plan before its period ends: it renews again',
      roles: SIGNED_IN,
      response: '`{success, subscription}` with `cancelAtPeriodEnd: false`.',
      errors: ['conflict', 'upstream_error'],
      handler: async ({ actor }) => ({
        success: true,
        subscription: await payments.resumePlan(actor),
      }),
    }),
    route({
      method: 'post',
      path: '/process-payment',
      summary: "Opens a checkout for a plan at a gateway; amount and currency must be the plan's",
      body: StartPaymentInput,
      roles: SIGNED_IN,
      response:
        '`{success, paymentResult: {paymentUrl, status: "pending", sessionId, data: {message, instructions}}}`.',
      errors: ['not_found', 'upstream_error', 'rate_limited'],
      handler: async ({ actor, body, ip }) => ({
        success: true,
        paymentResult: presentCheckout(await payments.startPayment(actor, body, { ip })),
      }),
    }),
    route({
      method: 'post',
      path: '/donations',
      summary: 'Opens a checkout for a donation of 5, 10 or 20 USD (visitors too)',
      body: StartDonationInput,
      response: '`{success, paymentResult}` as for /process-payment.',
      errors: ['upstream_error', 'rate_limited'],
      handler: async ({ actor, body, ip }) => ({
        success: true,
        paymentResult: presentCheckout(await payments.startDonation(actor, body, { ip })),
      }),
    }),
    route({
      method: 'get',
      path: '/payments/session/:id',
      summary: "A payment's status, for the confirmation pages (its owner only)",
      notFound: PAYMENT_NOT_FOUND,
      response:
        '`{session: {id, status, purpose, amount, currency, description, gateway, createdAt, completedAt}}`.',
      errors: ['unauthorized'],
      handler: async ({ actor, params }) => ({
        session: presentPaymentSession(await payments.session(actor, params.id)),
      }),
    }),
    route({
      method: 'get',
      path: '/payments',
      summary: "The signed-in account's payments, newest first",
      query: PaymentHistoryInput,
      roles: SIGNED_IN,
      response:
        '`{success, payments: [{id, status, purpose, amount, currency, description, gateway, createdAt, completedAt, receiptNumber}], pagination}`.',
      handler: async ({ actor, query }) => {
        const page = await payments.history(actor, query);
        return {
          success: true,
          payments: page.payments.map(presentPaymentHistoryEntry),
          pagination: toPagination(page),
        };
      },
    }),
    route({
      method: 'get',
      path: '/payments/:id/receipt',
      summary: "A paid payment's receipt as a PDF (its payer or an admin)",
      roles: SIGNED_IN,
      notFound: RECEIPT_NOT_FOUND,
      response: '`application/pdf`, as an attachment named `flowvault-receipt-FV-000042.pdf`.',
      errors: ['conflict'],
      handler: async ({ actor, params }, res) => {
        const { filename, pdf } = await payments.receipt(actor, params.id);
        res
          .status(200)
          .type('application/pdf')
          .set('Content-Disposition', `attachment; filename="${filename}"`)
          .set('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    }),
    route({
      method: 'get',
      path: '/admin/payments',
      summary: 'Every payment, newest first, filtered (admins)',
      query: AdminPaymentsInput,
      roles: ['admin'],
      response:
        '`{success, payments: [{...payment, receiptNumber, needsRefund, refundedAt, refundReason, payerName, payerEmail}], pagination}`.',
      handler: async ({ query }) => {
        const page = await payments.adminList(query);
        return {
          success: true,
          payments: page.payments.map(presentAdminPayment),
          pagination: toPagination(page),
        };
      },
    }),
    route({
      method: 'post',
      path: '/admin/payments/:id/refund',
      summary: "Gives a paid payment's money back through its gateway, with a reason (admins)",
      body: RefundBody,
      roles: ['admin'],
      notFound: 'Payment not found',
      response: '`{success, payment}`: the payment, now `refunded`.',
      errors: ['conflict', 'upstream_error'],
      handler: async ({ actor, params, body }) => ({
        success: true,
        payment: presentPaymentHistoryEntry(await payments.refund(actor, params.id, body)),
      }),
    }),
    ...(payments.gateway('test') ? testGatewayRoutes(payments) : []),
    ...(stripe instanceof StripeGateway
      ? [
          route({
            method: 'post',
            path: '/payments/stripe/webhook',
            summary: "Stripe's webhook: Checkout events, signature checked over the raw body",
            response: '`{received: true}`; a bad signature is 400.',
            handler: ({ rawBody, headers }) =>
              receiveStripeEvent(payments, stripe, rawBody, headers['stripe-signature']),
          }),
        ]
      : []),
  ];
}

function testGatewayRoutes(payments: Services['payments']): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/payments/test/:sessionId/complete',
      summary: "The test checkout's Pay: completes the payment",
      notFound: PAYMENT_NOT_FOUND,
      response: '`{redirectUrl}`: the return URL with the session id filled in.',
      errors: ['unauthorized', 'conflict'],
      handler: ({ actor, params }) => payments.completeTestPayment(actor, params.sessionId),
    }),
    route({
      method: 'post',
      path: '/payments/test/:sessionId/cancel',
      summary: "The test checkout's Cancel: cancels the payment; nothing changes",
      notFound: PAYMENT_NOT_FOUND,
      response: '`{redirectUrl}`: the cancel URL.',
      errors: ['unauthorized', 'conflict'],
      handler: ({ actor, params }) => payments.cancelTestPayment(actor, params.sessionId),
    }),
  ];
}
