import { PaginationObject } from '../../../graphql/shared-types';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { SubscriptionStatusObject } from '../../accounts/dtos/account.types';
import type { SubscriptionStatus } from '../../accounts/subscription.service';

@ObjectType('Plan', { description: 'A subscription plan.' })
export class PlanObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => Float, { description: 'In major units: 19 for 19 USD.' })
  price: number;

  @Field()
  currency: string;

  @Field({ description: 'monthly or yearly.' })
  duration: string;

  @Field(() => [String])
  features: string[];

  @Field(() => Int, { description: 'Templates an account may keep saved; -1 is unlimited.' })
  templateSaves: number;

  @Field({ description: 'Whether the plan may request expert help.' })
  hiring: boolean;

  @Field()
  mostPopular: boolean;
}

@ObjectType('PaymentGateway', { description: 'A way to pay.' })
export class PaymentGatewayObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  displayName: string;

  @Field()
  testMode: boolean;
}

@ObjectType('PaymentData', { description: 'What a paid plan costs, to start its payment with.' })
export class PaymentDataObject {
  @Field(() => Float)
  amount: number;

  @Field()
  currency: string;

  @Field()
  description: string;

  @Field(() => ID)
  subscriptionId: string;
}

@ObjectType('SubscribePayload')
export class SubscribePayload {
  @Field({ description: '`completed` (a free plan) or `requires_payment`.' })
  status: string;

  @Field()
  requiresPayment: boolean;

  @Field(() => SubscriptionStatusObject, { nullable: true })
  subscription: SubscriptionStatus | null;

  @Field(() => PaymentDataObject, { nullable: true })
  paymentData: PaymentDataObject | null;
}

@ObjectType('PlanRenewalPayload', { description: 'The plan after a Cancel or a Resume.' })
export class PlanRenewalPayload {
  @Field(() => SubscriptionStatusObject)
  subscription: SubscriptionStatus;
}

@ObjectType('PaymentSession', { description: 'One payment attempt, as its pages show it.' })
export class PaymentSessionObject {
  @Field(() => ID, { description: 'The session id of the return URLs.' })
  id: string;

  @Field({ description: 'pending, paid, failed or cancelled.' })
  status: string;

  @Field({ description: 'subscription, donation or hire_request.' })
  purpose: string;

  @Field(() => Float, { description: 'In major units.' })
  amount: number;

  @Field()
  currency: string;

  @Field()
  description: string;

  @Field()
  gateway: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt: Date | null;
}

@ObjectType('StartPaymentPayload')
export class StartPaymentPayload {
  @Field({ description: 'Where to send the payer: the checkout page.' })
  paymentUrl: string;

  @Field({ description: 'Always `pending` until the checkout completes.' })
  status: string;

  @Field(() => PaymentSessionObject)
  session: PaymentSessionObject;
}

@ObjectType('PaymentRedirectPayload')
export class PaymentRedirectPayload {
  @Field({ description: 'The page to go to next.' })
  redirectUrl: string;
}

@ObjectType('PaymentHistoryEntry', { description: "A payment in the account's history." })
export class PaymentHistoryEntryObject extends PaymentSessionObject {
  @Field(() => String, {
    nullable: true,
    description: "The receipt's number (FV-000042) once paid; null otherwise.",
  })
  receiptNumber: string | null;
}

@ObjectType('PaymentHistoryPage')
export class PaymentHistoryPage {
  @Field(() => [PaymentHistoryEntryObject])
  payments: PaymentHistoryEntryObject[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;
}

@ObjectType('AdminPayment', { description: 'A payment as the admin list shows it.' })
export class AdminPaymentObject extends PaymentHistoryEntryObject {
  @Field({ description: 'Money taken that applied nothing: it should be refunded.' })
  needsRefund: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  refundedAt: Date | null;

  @Field(() => String, { nullable: true })
  refundReason: string | null;

  @Field(() => String, { nullable: true, description: "Null for a visitor's donation." })
  payerName: string | null;

  @Field(() => String, { nullable: true })
  payerEmail: string | null;
}

@ObjectType('AdminPaymentsPage')
export class AdminPaymentsPage {
  @Field(() => [AdminPaymentObject])
  payments: AdminPaymentObject[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;
}

@ObjectType('RefundPaymentPayload')
export class RefundPaymentPayload {
  @Field(() => PaymentHistoryEntryObject)
  payment: PaymentHistoryEntryObject;
}
