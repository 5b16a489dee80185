import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { toPagination } from '../../core/pagination';
import {
  AdminPaymentsInput,
  PaymentHistoryInput,
  RefundPaymentInput,
  PaymentSessionInput,
  StartDonationInput,
  StartPaymentInput,
  SubscribeInput,
} from './dtos/payment.inputs';
import {
  AdminPaymentsPage,
  PaymentGatewayObject,
  PaymentHistoryPage,
  RefundPaymentPayload,
  PaymentRedirectPayload,
  PaymentSessionObject,
  PlanObject,
  PlanRenewalPayload,
  StartPaymentPayload,
  SubscribePayload,
} from './dtos/payment.types';
import {
  presentAdminPayment,
  presentCheckout,
  presentPaymentHistoryEntry,
  presentPaymentSession,
  presentPlan,
} from './payment.presenter';
import type { CheckoutStarted } from './payment.service';

/** Plans and payments over GraphQL: the same `PaymentService` calls as the REST routes. */
@Resolver()
export class PaymentResolver {
  @Query(() => [PlanObject], { description: 'The subscription plans, cheapest first.' })
  async plans(@Ctx() { services }: GraphQLContext): Promise<PlanObject[]> {
    return (await services.subscriptions.plans()).map(presentPlan);
  }

  @Query(() => [PaymentGatewayObject], { description: 'The payment methods on offer.' })
  paymentGateways(@Ctx() { services }: GraphQLContext): PaymentGatewayObject[] {
    return services.payments.gateways();
  }

  @Query(() => PaymentSessionObject, {
    description: "A payment's status, for the confirmation pages (its owner only).",
  })
  async paymentSession(
    @Arg('id', () => String) id: string,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<PaymentSessionObject> {
    return presentPaymentSession(await services.payments.session(actor, id));
  }

  @Authorized()
  @Query(() => PaymentHistoryPage, {
    description: "The signed-in account's payments, newest first, each with its receipt's number.",
  })
  async paymentHistory(
    @Args() input: PaymentHistoryInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<PaymentHistoryPage> {
    const page = await services.payments.history(user, input);
    return {
      payments: page.payments.map(presentPaymentHistoryEntry),
      pagination: toPagination(page),
    };
  }

  @Authorized('admin')
  @Query(() => AdminPaymentsPage, {
    description: 'Every payment, newest first, filtered: the admin refunds page.',
  })
  async adminPayments(
    @Args() input: AdminPaymentsInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AdminPaymentsPage> {
    const page = await services.payments.adminList(input);
    return { payments: page.payments.map(presentAdminPayment), pagination: toPagination(page) };
  }

  @Authorized('admin')
  @Mutation(() => RefundPaymentPayload, {
    description: "Gives a paid payment's money back through its gateway, with a reason.",
  })
  async refundPayment(
    @Arg('input') input: RefundPaymentInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<RefundPaymentPayload> {
    const refunded = await services.payments.refund(user, input.paymentId, {
      reason: input.reason,
    });
    return { payment: presentPaymentHistoryEntry(refunded) };
  }

  @Authorized()
  @Mutation(() => SubscribePayload, {
    description: 'Chooses a plan: Free completes at once, a paid plan asks for a payment.',
  })
  async subscribe(
    @Arg('input') input: SubscribeInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<SubscribePayload> {
    const result = await services.payments.subscribe(user, input);
    return result.status === 'completed'
      ? {
          status: 'completed',
          requiresPayment: false,
          subscription: result.subscription,
          paymentData: null,
        }
      : {
          status: 'requires_payment',
          requiresPayment: true,
          subscription: null,
          paymentData: result.paymentData,
        };
  }

  @Authorized()
  @Mutation(() => StartPaymentPayload, { description: 'Opens a checkout for a plan.' })
  async startPayment(
    @Arg('input') input: StartPaymentInput,
    @Ctx() { services, ip }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<StartPaymentPayload> {
    return checkoutPayload(await services.payments.startPayment(user, input, { ip }));
  }

  @Authorized()
  @Mutation(() => PlanRenewalPayload, {
    description:
      "Cancels the paid plan's renewal: it stays active to the period's end, then returns to Free.",
  })
  async cancelPlan(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<PlanRenewalPayload> {
    return { subscription: await services.payments.cancelPlan(user) };
  }

  @Authorized()
  @Mutation(() => PlanRenewalPayload, {
    description: 'Resumes a cancelled paid plan before its period ends: it renews again.',
  })
  async resumePlan(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<PlanRenewalPayload> {
    return { subscription: await services.payments.resumePlan(user) };
  }

  @Mutation(() => StartPaymentPayload, {
    description: 'Opens a checkout for a donation of 5, 10 or 20 USD.',
  })
  async startDonation(
    @Arg('input') input: StartDonationInput,
    @Ctx() { services, actor, ip }: GraphQLContext,
  ): Promise<StartPaymentPayload> {
    return checkoutPayload(await services.payments.startDonation(actor, input, { ip }));
  }

  @Mutation(() => PaymentRedirectPayload, {
    description: "The test checkout's Pay: completes the payment (test gateway only).",
  })
  completeTestPayment(
    @Arg('input') input: PaymentSessionInput,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<PaymentRedirectPayload> {
    return services.payments.completeTestPayment(actor, input.sessionId);
  }

  @Mutation(() => PaymentRedirectPayload, {
    description: "The test checkout's Cancel: cancels the payment (test gateway only).",
  })
  cancelTestPayment(
    @Arg('input') input: PaymentSessionInput,
    @Ctx() { services, actor }: GraphQLContext,
  ): Promise<PaymentRedirectPayload> {
    return services.payments.cancelTestPayment(actor, input.sessionId);
  }
}

function checkoutPayload(started: CheckoutStarted): StartPaymentPayload {
  const { paymentUrl, status } = presentCheckout(started);
  return { paymentUrl, status, session: presentPaymentSession(started.payment) };
}
