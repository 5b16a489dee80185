import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Args,
  Ctx,
  Extensions,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { WORKFLOW_FIELD_COST } from '../../graphql/operation-limits';
import { describeWorkflowNodeTypes, type NodeTypeInfo } from '../../n8n-nodes';
import { CategoryObject, TemplatePageObject } from './dtos/catalogue.types';
import {
  RecordTemplateDownloadInput,
  RecordTemplateDownloadPayload,
} from './dtos/record-template-download';
import { RelatedTemplatesArgs, TemplatesArgs } from './dtos/templates.args';
import { NodeTypeObject } from './dtos/node-type.type';
import { OtherSourceObject } from './dtos/other-source.type';
import { N8nCompatibilityEnum } from './dtos/template.enums';
import { AiDocumentationObject, TemplateObject } from './dtos/template.type';
import {
  n8nCompatibilityOf,
  type N8nCompatibility,
  type OtherSource,
  type Template,
  type WorkflowJson,
} from './template.entity';
import { aiDocumentationOf, templateDownloadUrl } from './template.presenter';
import type { NameCount } from './template.repository';
import { toPagination } from '../../core/pagination';

/**
 * The catalogue over GraphQL. Queries call `TemplateService` once; relations resolve through the
 * request's DataLoaders, so a page's statement count does not grow with its size.
 */
@Resolver(() => TemplateObject)
export class TemplateResolver {
  @Query(() => TemplatePageObject, { description: 'One page of templates, filtered and sorted.' })
  async templates(
    @Args() { filter, page, limit, sort }: TemplatesArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<TemplatePageObject> {
    const result = await services.templates.list({
      ...withoutNulls(filter ?? {}),
      page,
      limit,
      sort: sort ?? undefined,
    });
    return {
      templates: result.items,
      pagination: toPagination(result),
      namedServices: result.namedServices,
      suggestions: result.suggestions,
    };
  }

  @Query(() => TemplateObject, {
    description: 'A template by id; counts a view, once per visitor and template an hour.',
  })
  template(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, actor, ip }: GraphQLContext,
  ): Promise<Template> {
    return services.templates.recordView({ actor, ip }, id);
  }

  @Mutation(() => RecordTemplateDownloadPayload, {
    description: 'Counts a download, once per visitor and template an hour.',
  })
  async recordTemplateDownload(
    @Arg('input') input: RecordTemplateDownloadInput,
    @Ctx() { services, actor, ip }: GraphQLContext,
  ): Promise<RecordTemplateDownloadPayload> {
    return { template: await services.templates.recordDownload({ actor, ip }, input.id) };
  }

  @FieldResolver(() => String)
  downloadUrl(@Root() template: Template, @Ctx() { services }: GraphQLContext): string {
    return templateDownloadUrl(services.env.publicUrl, template.id);
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'The n8n workflow JSON.' })
  @Extensions({ cost: WORKFLOW_FIELD_COST })
  workflow(@Root() template: Template, @Ctx() { loaders }: GraphQLContext): Promise<WorkflowJson> {
    return template.workflow
      ? Promise.resolve(template.workflow)
      : loaders.templates.workflow.load(template.id);
  }

  @FieldResolver(() => [NodeTypeObject], {
    description:
      'Every distinct node type of the workflow, sticky notes included, first seen first.',
  })
  @Extensions({ cost: WORKFLOW_FIELD_COST })
  async nodeTypes(
    @Root() template: Template,
    @Ctx() context: GraphQLContext,
  ): Promise<NodeTypeInfo[]> {
    return describeWorkflowNodeTypes(await this.workflow(template, context));
  }

  @FieldResolver(() => [OtherSourceObject], {
    description:
      'The same workflow published by other sources (near-copies), the listed one first. Lists ' +
      'show one template of such a group; each keeps its own detail, saves and downloads.',
  })
  otherSources(
    @Root() template: Template,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<OtherSource[]> {
    return template.otherSources
      ? Promise.resolve(template.otherSources)
      : loaders.templates.otherSources.load(template.id);
  }

  @FieldResolver(() => AiDocumentationObject, { nullable: true })
  aiDocumentation(@Root() template: Template): AiDocumentationObject | null {
    return aiDocumentationOf(template);
  }

  @FieldResolver(() => N8nCompatibilityEnum, { nullable: true })
  n8nCompatibility(@Root() template: Template): N8nCompatibility | null {
    return n8nCompatibilityOf(template.n8nObstacles);
  }

  @FieldResolver(() => [String])
  n8nObstacles(@Root() template: Template): string[] {
    return template.n8nObstacles ?? [];
  }

  @FieldResolver(() => CategoryObject, { description: 'The category with its template count.' })
  categoryInfo(@Root() template: Template, @Ctx() { loaders }: GraphQLContext): Promise<NameCount> {
    return loaders.templates.categoryInfo.load(template.category);
  }

  @FieldResolver(() => [TemplateObject], {
    description: 'Other templates of the same category, most popular first.',
  })
  async relatedTemplates(
    @Root() template: Template,
    @Args() { limit }: RelatedTemplatesArgs,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<Template[]> {
    const top = await loaders.templates.relatedTemplates.load({
      category: template.category,
      limit: limit + 1,
    });
    return top.filter((other) => other.id !== template.id).slice(0, limit);
  }
}

/** GraphQL sends explicit nulls for absent filters; the service wants them absent. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}
