import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  ExpertApplicationRecord,
  ExpertApplicationStatus,
} from '../expert-application.repository';
import {
  AiExpertiseObject,
  AutomationExpertiseObject,
  ExpertProfilesObject,
} from './expertise.types';
import { PortfolioItemObject } from './portfolio-item';
import { PaginationObject } from '../../../graphql/shared-types';

/** The statuses as a GraphQL enum; the values are the stored ones. */
export const ExpertApplicationStatusEnum = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const satisfies Record<ExpertApplicationStatus, ExpertApplicationStatus>;

registerEnumType(ExpertApplicationStatusEnum, {
  name: 'ExpertApplicationStatus',
  description: 'pending until an admin approves or rejects it.',
});

@ObjectType('EducationEntry')
export class EducationEntryObject {
  @Field()
  degree: string;

  @Field()
  field: string;

  @Field()
  institution: string;

  @Field(() => Int)
  year: number;
}

@ObjectType('ExpertApplication', {
  description: 'An application to the expert programme, as its author and admins see it.',
})
export class ExpertApplicationObject implements Omit<
  ExpertApplicationRecord,
  'userId' | 'reviewedBy'
> {
  @Field(() => ID)
  id: string;

  @Field(() => ExpertApplicationStatusEnum)
  status: ExpertApplicationStatus;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field()
  location: string;

  @Field()
  jobTitle: string;

  @Field()
  company: string;

  @Field(() => Int)
  yearsOfExperience: number;

  @Field(() => EducationEntryObject)
  education: EducationEntryObject;

  @Field()
  professionalSummary: string;

  @Field(() => ExpertProfilesObject)
  profiles: ExpertProfilesObject;

  @Field(() => AiExpertiseObject)
  aiExpertise: AiExpertiseObject;

  @Field(() => AutomationExpertiseObject)
  automationExpertise: AutomationExpertiseObject;

  @Field(() => [String])
  programmingLanguages: string[];

  @Field(() => [String])
  toolsAndPlatforms: string[];

  @Field(() => [PortfolioItemObject])
  portfolioItems: PortfolioItemObject[];

  @Field()
  motivationStatement: string;

  @Field()
  expertiseGoals: string;

  @Field()
  contributionPlans: string;

  @Field(() => String, { nullable: true, description: 'Why it was rejected; null otherwise.' })
  rejectionReason: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When an admin decided.' })
  reviewedAt: Date | null;
}

@ObjectType('ExpertApplicationPage', {
  description: 'One page of the applications an admin reviews: pending ones first, oldest first.',
})
export class ExpertApplicationPageObject {
  @Field(() => [ExpertApplicationObject])
  items: ExpertApplicationObject[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;
}
