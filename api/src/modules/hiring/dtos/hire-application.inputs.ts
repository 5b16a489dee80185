import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { OneOf, Text, WholeNumber } from '../../../core/input-rules';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../requests/hire-request.machine';
import { HireApplicationStatusEnum } from './hiring.enums';
import { Nested, NestedList } from '../../../core/input-rules';
import { MAX_PORTFOLIO_ITEMS, PortfolioItemInput } from '../../experts/dtos/portfolio-item';
import { Amount, Currency, MAX_AMOUNT } from './hiring-rules';
import { ListSizeArgs } from './list-size.args';
import { MAX_PAGE } from '../../templates/template-list-query';

/** The shortest and longest each of an application's texts may be, in characters. */
export const APPLICATION_BOUNDS = {
  coverLetter: [20, 5000],
  relevantExperience: [1, 5000],
  approachDescription: [20, 5000],
  proposedTimeline: [1, 100],
} as const;

const bounded = (field: keyof typeof APPLICATION_BOUNDS) =>
  Text(APPLICATION_BOUNDS[field][1], {
    required: true,
    visible: true,
    minLength: APPLICATION_BOUNDS[field][0],
  });

@InputType('ProposedBudgetInput', { description: 'A fixed price in major units (250 = 250.00).' })
export class ProposedBudgetInput {
  @Field()
  @Currency()
  currency: string;

  @Field(() => Float, {
    description: `More than 0, at most ${MAX_AMOUNT.toLocaleString('en-US')}, at most 2 decimals.`,
  })
  @Amount({ positive: true })
  amount: number;

  @Field({ nullable: true })
  @Text(2000)
  explanation?: string;
}

/** The body of `POST /api/expert-hire-request/:id/applications`. */
@InputType({ description: 'An application, without the request it answers.' })
export class ApplicationBody {
  @Field()
  @bounded('coverLetter')
  coverLetter: string;

  @Field()
  @bounded('relevantExperience')
  relevantExperience: string;

  @Field()
  @bounded('approachDescription')
  approachDescription: string;

  @Field()
  @bounded('proposedTimeline')
  proposedTimeline: string;

  @Field(() => ProposedBudgetInput)
  @Nested(() => ProposedBudgetInput, { required: true })
  proposedBudget: ProposedBudgetInput;

  @Field(() => [PortfolioItemInput], { nullable: true })
  @NestedList(() => PortfolioItemInput, MAX_PORTFOLIO_ITEMS)
  relevantPortfolioItems?: PortfolioItemInput[];
}

@InputType('ApplyToHireRequestInput')
export class ApplyToHireRequestInput extends ApplicationBody {
  /** Any string: one that names no request the actor may see (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  requestId: string;
}

/** The board shows 20 a page; at most 50. */
export const BOARD_PAGE_SIZE = 20;
export const MAX_BOARD_PAGE_SIZE = 50;

/** `GET /api/expert-projects` and `openProjects`. */
@ArgsType()
export class OpenProjectsArgs {
  @Field(() => Int, { nullable: true, description: 'From 1.' })
  @WholeNumber(1, MAX_PAGE)
  page?: number;

  @Field(() => Int, {
    nullable: true,
    description: `Per page: 1-${MAX_BOARD_PAGE_SIZE}, ${BOARD_PAGE_SIZE} by default.`,
  })
  @WholeNumber(1, MAX_BOARD_PAGE_SIZE)
  limit?: number;
}

/** `GET /api/expert-applications` and `myApplications`. */
@ArgsType()
export class MyApplicationsArgs extends ListSizeArgs {
  @Field(() => HireApplicationStatusEnum, {
    nullable: true,
    description: 'Only these; the counts are over all of them.',
  })
  @OneOf(APPLICATION_STATUSES)
  status?: ApplicationStatus;
}
