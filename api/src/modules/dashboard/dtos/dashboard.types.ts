import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SubscriptionStatusObject } from '../../accounts/dtos/account.types';
import { ApplicationCountsObject } from '../../hiring/dtos/hiring.types';

@ObjectType('HireRequestCounts', {
  description: "How many of the client's hire requests are in each status.",
})
export class HireRequestCountsObject {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  pending: number;

  @Field(() => Int, { description: 'An application accepted, awaiting payment.' })
  inSelection: number;

  @Field(() => Int)
  active: number;

  @Field(() => Int)
  completed: number;

  @Field(() => Int)
  cancelled: number;
}

@ObjectType('MoneyTotal', { description: 'A sum in one currency, in major units.' })
export class MoneyTotalObject {
  @Field()
  currency: string;

  @Field(() => Float)
  amount: number;
}

@ObjectType('ExpertOverview', { description: "An expert's applications and record." })
export class ExpertOverviewObject {
  @Field(() => ApplicationCountsObject)
  applications: ApplicationCountsObject;

  @Field(() => Int, { description: 'Accepted applications whose project is completed.' })
  completedProjects: number;

  @Field(() => Int)
  ratingCount: number;

  @Field(() => Float, {
    nullable: true,
    description: "Clients' average rating, one decimal; null until there are 3 ratings.",
  })
  averageRating: number | null;
}

@ObjectType('DashboardOverview', { description: "The signed-in account's own figures." })
export class DashboardOverviewObject {
  @Field(() => SubscriptionStatusObject, { description: 'The plan and template saves used.' })
  subscription: SubscriptionStatusObject;

  @Field(() => HireRequestCountsObject, { description: 'As a client.' })
  hireRequests: HireRequestCountsObject;

  @Field(() => [MoneyTotalObject], {
    description: 'Paid hire payments, summed per currency (currencies in code order).',
  })
  hireSpending: MoneyTotalObject[];

  @Field(() => ExpertOverviewObject, {
    nullable: true,
    description: 'Null unless the account applies to hire requests (an expert or an admin).',
  })
  expert: ExpertOverviewObject | null;

  @Field(() => Int)
  unreadNotifications: number;
}
