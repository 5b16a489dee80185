import { Field, InputType } from 'type-graphql';
import { Flag, TextList, WebAddress } from '../../../core/input-rules';

/** Other skills a group may name besides its flags: at most 20, each 1 to 50 characters. */
const OTHER = { items: 20, length: 50 } as const;
const OTHER_DESCRIPTION = 'Other skills: at most 20, each 1 to 50 characters.';

/** Links to the applicant's profiles elsewhere; each is optional. */
@InputType('ExpertProfilesInput')
export class ExpertProfilesInput {
  @Field({ nullable: true })
  @WebAddress()
  linkedin?: string;

  @Field({ nullable: true })
  @WebAddress()
  github?: string;

  @Field({ nullable: true })
  @WebAddress()
  portfolio?: string;

  @Field({ nullable: true })
  @WebAddress()
  twitter?: string;

  @Field({ nullable: true })
  @WebAddress()
  website?: string;
}

/** The AI skills the form asks about; an unset flag is false. */
@InputType('AiExpertiseInput')
export class AiExpertiseInput {
  @Field({ nullable: true })
  @Flag()
  machineLearning?: boolean;

  @Field({ nullable: true })
  @Flag()
  naturalLanguageProcessing?: boolean;

  @Field({ nullable: true })
  @Flag()
  computerVision?: boolean;

  @Field({ nullable: true })
  @Flag()
  deepLearning?: boolean;

  @Field({ nullable: true })
  @Flag()
  dataScience?: boolean;

  @Field({ nullable: true })
  @Flag()
  predictiveAnalytics?: boolean;

  @Field({ nullable: true })
  @Flag()
  chatbots?: boolean;

  @Field({ nullable: true })
  @Flag()
  voiceAssistants?: boolean;

  @Field({ nullable: true })
  @Flag()
  recommendationSystems?: boolean;

  @Field(() => [String], { nullable: true, description: OTHER_DESCRIPTION })
  @TextList(OTHER.items, OTHER.length, { visible: true })
  other?: string[];
}

/** The automation skills the form asks about; an unset flag is false. */
@InputType('AutomationExpertiseInput')
export class AutomationExpertiseInput {
  @Field({ nullable: true })
  @Flag()
  workflowAutomation?: boolean;

  @Field({ nullable: true })
  @Flag()
  processAutomation?: boolean;

  @Field({ nullable: true })
  @Flag()
  n8nExpertise?: boolean;

  @Field({ nullable: true })
  @Flag()
  zapierExpertise?: boolean;

  @Field({ nullable: true })
  @Flag()
  makeIntegromatExpertise?: boolean;

  @Field({ nullable: true })
  @Flag()
  apiIntegrations?: boolean;

  @Field({ nullable: true })
  @Flag()
  webScraping?: boolean;

  @Field({ nullable: true })
  @Flag()
  dataProcessing?: boolean;

  @Field({ nullable: true })
  @Flag()
  businessProcessOptimization?: boolean;

  @Field(() => [String], { nullable: true, description: OTHER_DESCRIPTION })
  @TextList(OTHER.items, OTHER.length, { visible: true })
  other?: string[];
}

/** The flags of each expertise group, in the form's order, for normalizing what was sent. */
export const AI_FLAGS = [
  'machineLearning',
  'naturalLanguageProcessing',
  'computerVision',
  'deepLearning',
  'dataScience',
  'predictiveAnalytics',
  'chatbots',
  'voiceAssistants',
  'recommendationSystems',
] as const satisfies readonly (keyof AiExpertiseInput)[];

export const AUTOMATION_FLAGS = [
  'workflowAutomation',
  'processAutomation',
  'n8nExpertise',
  'zapierExpertise',
  'makeIntegromatExpertise',
  'apiIntegrations',
  'webScraping',
  'dataProcessing',
  'businessProcessOptimization',
] as const satisfies readonly (keyof AutomationExpertiseInput)[];

export type AiFlag = (typeof AI_FLAGS)[number];
export type AutomationFlag = (typeof AUTOMATION_FLAGS)[number];

export const PROFILE_LINKS = [
  'linkedin',
  'github',
  'portfolio',
  'twitter',
  'website',
] as const satisfies readonly (keyof ExpertProfilesInput)[];
export type ProfileLink = (typeof PROFILE_LINKS)[number];
