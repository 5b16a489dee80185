import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../../auth/current-user';
import type { SignedInActor } from '../../../core/actor';
import type { GraphQLContext } from '../../../graphql/context';
import { presentCheckout, presentPaymentSession } from '../../payments/payment.presenter';
import { HirePaymentInput } from '../dtos/hire-request.inputs';
import { HirePaymentPayload } from '../dtos/hiring.types';

/** Paying for a hire request over GraphQL: the same `HirePaymentService` call as REST. */
@Resolver()
export class HirePaymentResolver {
  @Authorized()
  @Mutation(() => HirePaymentPayload, {
    description:
      "Opens a checkout for the accepted application's proposed budget (the request's client, in_selection only).",
  })
  async startHirePayment(
    @Arg('input') input: HirePaymentInput,
    @Ctx() { services, ip }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<HirePaymentPayload> {
    const started = await services.hirePayments.start(user, input.requestId, input, { ip });
    const { paymentUrl, status } = presentCheckout(started);
    return { paymentUrl, status, session: presentPaymentSession(started.payment) };
  }
}
