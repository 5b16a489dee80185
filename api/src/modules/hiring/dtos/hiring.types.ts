import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { PaymentSessionObject } from '../../payments/dtos/payment.types';
import { PortfolioItemObject } from '../../experts/dtos/portfolio-item';
import type { ApplicationStatus, RequestStatus } from '../requests/hire-request.machine';
import type { Urgency } from '../requests/hire-request.repository';
import { HireApplicationStatusEnum, HireRequestStatusEnum, UrgencyEnum } from './hiring.enums';

/**
 * Hiring's GraphQL objects, named as in schema/schema.graphql that the web is built on. Relations
 * (template, applications, counts, expert, reputation, project) resolve through the request's
 * loaders; the ids they need (`clientId`, `expertId`, `requestId`) ride along on the objects but
 * are no fields.
 */

@ObjectType('Budget', { description: 'A budget range in major units.' })
export class BudgetObject {
  @Field()
  currency: string;

  @Field(() => Float)
  min: number;

  @Field(() => Float)
  max: number;
}

@ObjectType('ProposedBudget', { description: "An expert's fixed price, in major units." })
export class ProposedBudgetObject {
  @Field()
  currency: string;

  @Field(() => Float)
  amount: number;

  @Field()
  explanation: string;
}

@ObjectType('Feedback', { description: "The client's rating and words on a completed project." })
export class FeedbackObject {
  @Field(() => Int)
  rating: number;

  @Field()
  message: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('ExpertReputation', {
  description: 'Completed projects and ratings; averageRating null until 3 ratings (one decimal).',
})
export class ExpertReputationObject {
  @Field(() => Int)
  completedProjects: number;

  @Field(() => Int)
  ratingCount: number;

  @Field(() => Float, { nullable: true })
  averageRating: number | null;
}

@ObjectType('ExpertSummary', {
  description: 'An expert as clients see them: never an email or id.',
})
export class ExpertSummaryObject {
  @Field()
  name: string;

  @Field()
  title: string;

  @Field()
  location: string;

  /** `reputation` resolves from it. */
  expertId: string;
}

@ObjectType('ApplicationCounts')
export class ApplicationCountsObject {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  accepted: number;

  @Field(() => Int)
  rejected: number;

  @Field(() => Int)
  withdrawn: number;
}

/** What a request says about the work, to its client and to experts alike. */
@ObjectType({ description: 'What a request says about the work.' })
abstract class RequestWork {
  @Field(() => ID)
  id: string;

  @Field(() => UrgencyEnum)
  urgency: Urgency;

  @Field()
  timeline: string;

  @Field(() => BudgetObject, { nullable: true })
  budget: BudgetObject | null;

  @Field()
  businessProblem: string;

  @Field()
  requirements: string;

  @Field()
  industry: string;

  @Field()
  companySize: string;

  @Field()
  templateName: string;

  /** The client: for the owner check only, never a field. */
  clientId: string;
}

@ObjectType('HireRequest')
export class HireRequestObject extends RequestWork {
  @Field(() => ID, { nullable: true })
  templateId: string | null;

  @Field(() => HireRequestStatusEnum)
  status: RequestStatus;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;
}

@ObjectType('OpenProject', {
  description: 'A pending request on the expert board: no client identity at all.',
})
export class OpenProjectObject extends RequestWork {
  @Field(() => ID, { nullable: true })
  templateId: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('ApplicationProject', {
  description:
    'The request an application answers; the client is shown as `clientName` = "Anonymous".',
})
export class ApplicationProjectObject extends RequestWork {
  @Field(() => HireRequestStatusEnum)
  status: RequestStatus;

  @Field()
  clientName: string;

  /** `template` resolves from it; not a field of ApplicationProject in the schema. */
  templateId: string | null;
}

@ObjectType('HireApplication')
export class HireApplicationObject {
  @Field(() => ID)
  id: string;

  @Field(() => HireApplicationStatusEnum)
  status: ApplicationStatus;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  @Field()
  coverLetter: string;

  @Field()
  relevantExperience: string;

  @Field()
  approachDescription: string;

  @Field()
  proposedTimeline: string;

  @Field(() => ProposedBudgetObject)
  proposedBudget: ProposedBudgetObject;

  @Field(() => [PortfolioItemObject])
  relevantPortfolioItems: PortfolioItemObject[];

  @Field(() => FeedbackObject, { nullable: true })
  feedback: FeedbackObject | null;

  /** `expert` and `project` resolve from these. */
  expertId: string;
  requestId: string;
}

@ObjectType('HireRequestCheck')
export class HireRequestCheckObject {
  @Field()
  hasActiveRequest: boolean;

  @Field(() => ID, { nullable: true })
  requestId: string | null;
}

@ObjectType('MyApplicationsPayload')
export class MyApplicationsPayload {
  @Field(() => [HireApplicationObject])
  items: HireApplicationObject[];

  @Field(() => ApplicationCountsObject, { description: 'Over all of them, whatever the filter.' })
  counts: ApplicationCountsObject;
}

@ObjectType('HirePaymentPayload')
export class HirePaymentPayload {
  @Field({ description: 'Where to send the payer: the checkout page.' })
  paymentUrl: string;

  @Field({ description: 'Always `pending` until the checkout completes.' })
  status: string;

  @Field(() => PaymentSessionObject)
  session: PaymentSessionObject;
}
