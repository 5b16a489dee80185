import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Nested, OneOf, Text, WholeNumber } from '../../../core/input-rules';
import { URGENCIES, type Urgency } from '../requests/hire-request.repository';
import { UrgencyEnum } from './hiring.enums';
import { Amount, Currency, NotBelow } from './hiring-rules';

/** The shortest and longest each of a hire request's texts may be, in characters. */
export const REQUEST_BOUNDS = {
  businessProblem: [10, 2000],
  requirements: [10, 4000],
  timeline: [1, 100],
  industry: [1, 100],
  companySize: [1, 50],
} as const;

const bounded = (field: keyof typeof REQUEST_BOUNDS) =>
  Text(REQUEST_BOUNDS[field][1], {
    required: true,
    visible: true,
    minLength: REQUEST_BOUNDS[field][0],
  });

@InputType('BudgetInput', { description: 'A budget range in major units (250 = 250.00).' })
export class BudgetInput {
  @Field()
  @Currency()
  currency: string;

  @Field(() => Float)
  @Amount()
  min: number;

  @Field(() => Float)
  @Amount()
  @NotBelow('min')
  max: number;
}

/** `POST /api/expert-hire-request` and `createHireRequest`. */
@InputType('CreateHireRequestInput')
export class CreateHireRequestInput {
  @Field(() => ID)
  @Text(100, { required: true })
  templateId: string;

  @Field()
  @bounded('businessProblem')
  businessProblem: string;

  @Field()
  @bounded('requirements')
  requirements: string;

  @Field()
  @bounded('timeline')
  timeline: string;

  @Field(() => UrgencyEnum)
  @OneOf(URGENCIES, { required: true })
  urgency: Urgency;

  @Field(() => BudgetInput, { nullable: true })
  @Nested(() => BudgetInput)
  budget?: BudgetInput;

  @Field()
  @bounded('industry')
  industry: string;

  @Field()
  @bounded('companySize')
  companySize: string;
}

/** `GET /api/expert-hire-request/check`. */
export class HireRequestCheckQuery {
  @Text(100, { required: true })
  templateId: string;
}

/** The body of `POST /api/expert-hire-request/:id/feedback`. */
@InputType({ description: 'A rating and its words.' })
export class FeedbackBody {
  @Field(() => Int, { description: '1 to 5.' })
  @WholeNumber(1, 5, { required: true })
  rating: number;

  @Field()
  @Text(2000, { required: true, visible: true, minLength: 1 })
  message: string;
}

@InputType('HireFeedbackInput')
export class HireFeedbackInput extends FeedbackBody {
  /** Any string: one that names no request the actor may see (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  requestId: string;
}

/** The body of `POST /api/expert-hire-request/:id/create-payment-intent` (all optional). */
@InputType({ description: 'How to pay for a request.' })
export class HirePaymentBody {
  @Field({ nullable: true, description: 'A payment gateway name; the first on offer by default.' })
  @Text(40)
  gateway?: string;

  @Field({
    nullable: true,
    description:
      'Where a completed payment returns; `{CHECKOUT_SESSION_ID}` becomes the session id. Default /dashboard?section=hire-requests&payment=success.',
  })
  @Text(2000)
  returnUrl?: string;

  @Field({
    nullable: true,
    description:
      'Where a cancelled checkout returns. Default /dashboard?section=hire-requests&payment=cancelled.',
  })
  @Text(2000)
  cancelUrl?: string;
}

@InputType('HirePaymentInput')
export class HirePaymentInput extends HirePaymentBody {
  /** Any string: one that names no request the actor may see (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  requestId: string;
}
