import { IsDefined, IsIn, IsNumber } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { Flag, OneOf, Text, WholeNumber } from '../../../core/input-rules';

/** The donation modal's amounts, in dollars: no other amount is accepted. */
export const DONATION_AMOUNTS = [5, 10, 20] as const;

@InputType('SubscribeInput')
export class SubscribeInput {
  @Field(() => ID, { description: 'The plan (`Plan.id`, REST `_id`).' })
  @Text(100, { required: true })
  subscriptionId: string;

  @Field({ nullable: true, description: 'A payment gateway name; not needed for a free plan.' })
  @Text(40)
  paymentGateway?: string;
}

/** Where the payer goes after the checkout; paths on this site (absolute URLs on it allowed). */
@InputType({ description: 'Return addresses of a checkout.' })
abstract class CheckoutReturnInput {
  @Field({
    nullable: true,
    description:
      'Where a completed payment returns; `{CHECKOUT_SESSION_ID}` becomes the session id. Default /dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}.',
  })
  @Text(2000)
  returnUrl?: string;

  @Field({
    nullable: true,
    description: 'Where a cancelled checkout returns. Default /dashboard?payment=cancelled.',
  })
  @Text(2000)
  cancelUrl?: string;
}

@InputType('StartPaymentInput')
export class StartPaymentInput extends CheckoutReturnInput {
  @Field(() => ID)
  @Text(100, { required: true })
  subscriptionId: string;

  @Field({ description: 'The payment gateway name.' })
  @Text(40, { required: true })
  gateway: string;

  @Field({ description: "The plan's currency, e.g. USD." })
  @Text(3, { required: true })
  currency: string;

  @Field(() => Float, { description: "The plan's price in major units (19 for 19 USD)." })
  @IsDefined({ message: 'is required' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'must be a number' })
  amount: number;

  @Field({
    nullable: true,
    description: 'Ignored: the checkout shows the plan as the server names it.',
  })
  @Text(200)
  description?: string;
}

@InputType('StartDonationInput')
export class StartDonationInput extends CheckoutReturnInput {
  @Field(() => Int, { description: 'Dollars: 5, 10 or 20.' })
  @IsDefined({ message: 'is required' })
  @IsIn(DONATION_AMOUNTS, { message: 'must be 5, 10 or 20' })
  amount: number;

  @Field({ description: 'The payment gateway name.' })
  @Text(40, { required: true })
  gateway: string;
}

@InputType('PaymentSessionInput')
export class PaymentSessionInput {
  @Field(() => ID)
  @Text(100, { required: true })
  sessionId: string;
}

/** The payment history shows 20 a page; a page never exceeds 100. */
export const PAYMENT_PAGE_SIZE = 20;

/** A page of the signed-in account's payments (REST query, GraphQL arguments). */
@ArgsType()
export class PaymentHistoryInput {
  @Field(() => Int, { nullable: true, description: 'From 1.' })
  @WholeNumber(1, 100_000)
  page?: number;

  @Field(() => Int, { nullable: true, description: `Per page, ${PAYMENT_PAGE_SIZE} by default.` })
  @JSONSchema({ description: `Per page, ${PAYMENT_PAGE_SIZE} by default.` })
  @WholeNumber(1, 100)
  limit?: number;
}

/** The admin's payment list, 25 a page; a page never exceeds 100. */
export const ADMIN_PAYMENT_PAGE_SIZE = 25;
const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
const PURPOSES = ['subscription', 'donation', 'hire_request'] as const;

/** Filters of the admin's payment list (REST query, GraphQL arguments). */
@ArgsType()
export class AdminPaymentsInput extends PaymentHistoryInput {
  @Field(() => String, { nullable: true, description: PAYMENT_STATUSES.join(', ') })
  @OneOf(PAYMENT_STATUSES)
  status?: (typeof PAYMENT_STATUSES)[number];

  @Field(() => String, { nullable: true, description: PURPOSES.join(', ') })
  @OneOf(PURPOSES)
  purpose?: (typeof PURPOSES)[number];

  @Field(() => Boolean, { nullable: true, description: 'Only money that applied nothing.' })
  @Flag()
  needsRefund?: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Text in the payer's email or the description, or a payment's id.",
  })
  @Text(200)
  search?: string;
}

@InputType('RefundPaymentInput')
export class RefundPaymentInput {
  @Field(() => ID)
  @Text(100, { required: true })
  paymentId: string;

  @Field({ description: 'Why: kept with the payment and told to the payer (1-500 characters).' })
  @Text(500, { required: true })
  reason: string;
}

/** `POST /api/admin/payments/:id/refund`'s body. */
export class RefundBody {
  @JSONSchema({ description: 'Why: kept with the payment and told to the payer.' })
  @Text(500, { required: true })
  reason: string;
}
