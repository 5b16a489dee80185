import { Field, ObjectType } from 'type-graphql';
import type { Expertise } from '../expert-application.repository';
import type { AiFlag, AutomationFlag, ProfileLink } from './expertise.inputs';

/**
 * The nested parts of an application as GraphQL types, so clients read them through the schema:
 * every link and every flag is always present (a link not given is null, a flag not set false).
 */
@ObjectType('ExpertProfiles', { description: "Links to the applicant's profiles elsewhere." })
export class ExpertProfilesObject implements Record<ProfileLink, string | null> {
  @Field(() => String, { nullable: true })
  linkedin: string | null;

  @Field(() => String, { nullable: true })
  github: string | null;

  @Field(() => String, { nullable: true })
  portfolio: string | null;

  @Field(() => String, { nullable: true })
  twitter: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;
}

@ObjectType('AiExpertise', { description: 'The AI skills an applicant claims.' })
export class AiExpertiseObject implements Expertise<AiFlag> {
  @Field()
  machineLearning: boolean;

  @Field()
  naturalLanguageProcessing: boolean;

  @Field()
  computerVision: boolean;

  @Field()
  deepLearning: boolean;

  @Field()
  dataScience: boolean;

  @Field()
  predictiveAnalytics: boolean;

  @Field()
  chatbots: boolean;

  @Field()
  voiceAssistants: boolean;

  @Field()
  recommendationSystems: boolean;

  @Field(() => [String], { description: 'Other AI skills named.' })
  other: string[];
}

@ObjectType('AutomationExpertise', { description: 'The automation skills an applicant claims.' })
export class AutomationExpertiseObject implements Expertise<AutomationFlag> {
  @Field()
  workflowAutomation: boolean;

  @Field()
  processAutomation: boolean;

  @Field()
  n8nExpertise: boolean;

  @Field()
  zapierExpertise: boolean;

  @Field()
  makeIntegromatExpertise: boolean;

  @Field()
  apiIntegrations: boolean;

  @Field()
  webScraping: boolean;

  @Field()
  dataProcessing: boolean;

  @Field()
  businessProcessOptimization: boolean;

  @Field(() => [String], { description: 'Other automation skills named.' })
  other: string[];
}
