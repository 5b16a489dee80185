import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { TemplateObject } from '../templates/dtos/template.type';
import type { Template } from '../templates/template.entity';
import {
  ApplicationProjectObject,
  ExpertReputationObject,
  ExpertSummaryObject,
  OpenProjectObject,
} from './dtos/hiring.types';
import type { ExpertReputation } from './expert-record.repository';

/** A request's template through the templates feature's loader (null once taken down). */
export function templateOf(
  { templateId }: { templateId: string | null },
  { loaders }: GraphQLContext,
): Promise<Template | null> {
  return templateId ? loaders.templates.templateById.load(templateId) : Promise.resolve(null);
}

/** The board's relations: template, how many applied, whether the actor did. */
@Resolver(() => OpenProjectObject)
export class OpenProjectResolver {
  @FieldResolver(() => TemplateObject, { nullable: true })
  template(@Root() project: OpenProjectObject, @Ctx() context: GraphQLContext) {
    return templateOf(project, context);
  }

  @FieldResolver(() => Int)
  async applicationCount(
    @Root() project: OpenProjectObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<number> {
    return (await loaders.hiring.applicationCounts.load(project.id)).total;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in expert already applied.' })
  hasApplied(
    @Root() project: OpenProjectObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<boolean> {
    return loaders.hiring.applied.load(project.id);
  }
}

@Resolver(() => ApplicationProjectObject)
export class ApplicationProjectResolver {
  @FieldResolver(() => TemplateObject, { nullable: true })
  template(@Root() project: ApplicationProjectObject, @Ctx() context: GraphQLContext) {
    return templateOf(project, context);
  }
}

@Resolver(() => ExpertSummaryObject)
export class ExpertSummaryResolver {
  @FieldResolver(() => ExpertReputationObject)
  reputation(
    @Root() expert: ExpertSummaryObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<ExpertReputation> {
    return loaders.hiring.reputation.load(expert.expertId);
  }
}
