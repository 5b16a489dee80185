import { JSONSchema } from 'class-validator-jsonschema';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import {
  EmailAddress,
  Nested,
  NestedList,
  OneOf,
  RecordId,
  Text,
  TextList,
  WholeNumber,
} from '../../../core/input-rules';
import {
  EXPERT_APPLICATION_STATUSES,
  type ExpertApplicationStatus,
} from '../expert-application.repository';
import { ExpertApplicationStatusEnum } from './expert-application.types';
import {
  AiExpertiseInput,
  AutomationExpertiseInput,
  ExpertProfilesInput,
} from './expertise.inputs';
import { MAX_PORTFOLIO_ITEMS, PortfolioItemInput } from './portfolio-item';

/** The earliest graduation year the form takes. */
export const FIRST_GRADUATION_YEAR = 1950;

/** The latest graduation year the form takes: ten years from now, read at each check. */
export function latestGraduationYear(): number {
  return new Date().getUTCFullYear() + 10;
}

/** The three statements at the end of the form share their bounds (50 to 500 characters). */
const STATEMENT = { minLength: 50, max: 500 } as const;

@InputType('EducationInput', { description: 'One education entry.' })
export class EducationInput {
  @Field()
  @Text(200, { required: true, visible: true })
  degree: string;

  @Field()
  @Text(200, { required: true, visible: true })
  field: string;

  @Field()
  @Text(200, { required: true, visible: true })
  institution: string;

  @Field(() => Int, { description: 'From 1950 to ten years from now.' })
  @JSONSchema({ description: 'From 1950 to ten years from now.' })
  @WholeNumber(FIRST_GRADUATION_YEAR, latestGraduationYear, { required: true })
  year: number;
}

/**
 * The expert-programme form, with its length and range bounds: the REST body of
 * `POST /api/expert-application`, GraphQL's `submitExpertApplication` input, and what
 * `ExpertApplicationService.submit` checks.
 */
@InputType('SubmitExpertApplicationInput')
export class SubmitExpertApplicationInput {
  @Field({ description: '1 to 100 characters; the name clients see once approved.' })
  @Text(100, { required: true, visible: true })
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field({ nullable: true, description: 'At most 40 characters.' })
  @Text(40)
  phone?: string;

  @Field({ description: '1 to 200 characters.' })
  @Text(200, { required: true, visible: true })
  location: string;

  @Field({ description: '1 to 200 characters; the title clients see once approved.' })
  @Text(200, { required: true, visible: true })
  jobTitle: string;

  @Field({ description: '1 to 200 characters.' })
  @Text(200, { required: true, visible: true })
  company: string;

  @Field(() => Int, { description: 'From 0 to 80.' })
  @WholeNumber(0, 80, { required: true })
  yearsOfExperience: number;

  @Field(() => EducationInput)
  @Nested(() => EducationInput, { required: true })
  education: EducationInput;

  @Field({ description: '100 to 1000 characters.' })
  @Text(1000, { required: true, visible: true, minLength: 100 })
  professionalSummary: string;

  @Field(() => ExpertProfilesInput, { nullable: true })
  @Nested(() => ExpertProfilesInput)
  profiles?: ExpertProfilesInput;

  @Field(() => AiExpertiseInput, { nullable: true })
  @Nested(() => AiExpertiseInput)
  aiExpertise?: AiExpertiseInput;

  @Field(() => AutomationExpertiseInput, { nullable: true })
  @Nested(() => AutomationExpertiseInput)
  automationExpertise?: AutomationExpertiseInput;

  @Field(() => [String], { nullable: true, description: 'At most 30, each 1 to 50 characters.' })
  @TextList(30, 50, { visible: true })
  programmingLanguages?: string[];

  @Field(() => [String], { nullable: true, description: 'At most 30, each 1 to 50 characters.' })
  @TextList(30, 50, { visible: true })
  toolsAndPlatforms?: string[];

  @Field(() => [PortfolioItemInput], { nullable: true, description: 'At most 10.' })
  @NestedList(() => PortfolioItemInput, MAX_PORTFOLIO_ITEMS)
  portfolioItems?: PortfolioItemInput[];

  @Field({ description: '50 to 500 characters.' })
  @Text(STATEMENT.max, { required: true, visible: true, minLength: STATEMENT.minLength })
  motivationStatement: string;

  @Field({ description: '50 to 500 characters.' })
  @Text(STATEMENT.max, { required: true, visible: true, minLength: STATEMENT.minLength })
  expertiseGoals: string;

  @Field({ description: '50 to 500 characters.' })
  @Text(STATEMENT.max, { required: true, visible: true, minLength: STATEMENT.minLength })
  contributionPlans: string;
}

/** Why an admin rejects an application: the REST body of `.../reject`. */
@InputType()
export class RejectionReasonInput {
  @Field({ description: '1 to 1000 characters; the applicant sees it.' })
  @Text(1000, { required: true, visible: true })
  reason: string;
}

@InputType('RejectExpertApplicationInput')
export class RejectExpertApplicationInput extends RejectionReasonInput {
  @Field(() => ID)
  @RecordId()
  id: string;
}

/** The admin reads this many applications a page unless it asks for another number. */
export const EXPERT_APPLICATION_PAGE_SIZE = 20;
/** The most applications one page holds: GraphQL's cost measure counts a page by its `limit`. */
export const MAX_EXPERT_APPLICATION_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

/** The admin's list: a status filter and a page (REST's query and GraphQL's arguments). */
@ArgsType()
export class ExpertApplicationListInput {
  @Field(() => ExpertApplicationStatusEnum, { nullable: true, description: 'All when absent.' })
  @OneOf(EXPERT_APPLICATION_STATUSES)
  status?: ExpertApplicationStatus;

  @Field(() => Int, { defaultValue: 1, description: 'From 1.' })
  @JSONSchema({ description: 'From 1; 1 by default.' })
  @WholeNumber(1, MAX_PAGE)
  page?: number;

  @Field(() => Int, {
    defaultValue: EXPERT_APPLICATION_PAGE_SIZE,
    description: `Per page, at most ${MAX_EXPERT_APPLICATION_PAGE_SIZE}.`,
  })
  @JSONSchema({
    description: `Per page, ${EXPERT_APPLICATION_PAGE_SIZE} by default, at most ${MAX_EXPERT_APPLICATION_PAGE_SIZE}.`,
  })
  @WholeNumber(1, MAX_EXPERT_APPLICATION_PAGE_SIZE)
  limit?: number;
}
