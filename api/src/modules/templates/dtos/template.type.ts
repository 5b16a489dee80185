import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { Complexity, Difficulty, N8nCompatibility, TriggerType } from '../template.entity';
import {
  ComplexityEnum,
  DifficultyEnum,
  N8nCompatibilityEnum,
  TriggerTypeEnum,
} from './template.enums';

@ObjectType('AiDocumentation', {
  description: 'Who wrote the documentation block: the rule-based provider or a language model.',
})
export class AiDocumentationObject {
  @Field()
  generated: boolean;

  @Field({ description: 'The provider, e.g. a rule set (never presented as AI) or a model name.' })
  model: string;

  @Field(() => GraphQLISODateTime)
  generatedAt: Date;

  @Field(() => Float, { nullable: true, description: 'Processing cost in USD, when known.' })
  estimatedCost?: number | null;
}

/**
 * A workflow template. `downloadUrl`, `workflow`, `aiDocumentation`, `categoryInfo` and
 * `relatedTemplates` are resolved by `TemplateResolver`; the rest are the entity's own fields.
 */
@ObjectType('Template')
export class TemplateObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  author: string;

  @Field()
  category: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'Nodes other than sticky notes.' })
  nodeCount: number;

  @Field(() => TriggerTypeEnum)
  triggerType: TriggerType;

  @Field(() => ComplexityEnum)
  complexity: Complexity;

  @Field(() => [String])
  tags: string[];

  @Field(() => [String], { description: 'Services the workflow talks to, from its node types.' })
  integrations: string[];

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  @Field({ description: 'Absolute URL of GET /api/templates/{id}/download.' })
  downloadUrl: string;

  @Field(() => String, { nullable: true })
  detailedDescription: string | null;

  @Field(() => DifficultyEnum, { nullable: true })
  difficulty: Difficulty | null;

  @Field(() => String, { nullable: true })
  estimatedSetupTime: string | null;

  @Field(() => [String])
  prerequisites: string[];

  @Field(() => [String])
  useCases: string[];

  @Field(() => [String])
  features: string[];

  @Field(() => [String])
  requiredNodes: string[];

  @Field(() => [String])
  howToUse: string[];

  @Field(() => AiDocumentationObject, { nullable: true })
  aiDocumentation: AiDocumentationObject | null;

  @Field(() => N8nCompatibilityEnum, {
    nullable: true,
    description: 'Whether it imports into n8n 1.x as it is; null when not checked yet.',
  })
  n8nCompatibility: N8nCompatibility | null;

  @Field(() => [String], {
    description: 'What stands in the way of importing it into n8n 1.x, in words; empty if nothing.',
  })
  n8nObstacles: string[];

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  downloads: number;

  @Field(() => Int)
  saves: number;
}
