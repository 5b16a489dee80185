import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { TemplateObject } from '../templates/dtos/template.type';
import type { Template } from '../templates/template.entity';
import {
  SaveTemplateInput,
  SavedTemplateListInput,
  UnsaveTemplateInput,
} from './dtos/saved-template.inputs';
import {
  SaveTemplatePayload,
  SavedTemplateObject,
  SavedTemplatePageObject,
  UnsaveTemplatePayload,
} from './dtos/saved-template.types';
import { toRemovedSave } from './saved-template.presenter';
import type { SavedTemplateRecord } from './saved-template.repository';
import { toPagination } from '../../core/pagination';

/** A record whose template is still in the catalogue, as GraphQL's `SavedTemplate`. */
function toSaved(record: SavedTemplateRecord): SavedTemplateObject {
  return {
    id: record.id,
    templateId: record.templateId ?? '',
    createdAt: record.createdAt,
    templateName: record.templateName,
  };
}

/** Saved templates over GraphQL: the same `SavedTemplateService` calls as the REST routes. */
@Resolver(() => SavedTemplateObject)
export class SavedTemplateResolver {
  @Authorized()
  @Query(() => SavedTemplatePageObject, { description: "A page of the signed-in user's saves." })
  async savedTemplates(
    @Args() args: SavedTemplateListInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<SavedTemplatePageObject> {
    const page = await services.savedTemplates.list(user, args);
    return {
      items: page.items.map(toSaved),
      pagination: toPagination(page),
      removed: page.removed.map(toRemovedSave),
    };
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the signed-in user saved this template.' })
  isTemplateSaved(
    @Arg('templateId', () => ID) templateId: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<boolean> {
    return services.savedTemplates.isSaved(user, templateId);
  }

  @Authorized()
  @Query(() => SavedTemplateObject, {
    nullable: true,
    description:
      "The signed-in user's save of a template, null when not saved. Reading its template counts no view (My Templates' Download JSON).",
  })
  async savedTemplate(
    @Arg('templateId', () => ID) templateId: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<SavedTemplateObject | null> {
    const saved = await services.savedTemplates.find(user, templateId);
    return saved ? toSaved(saved) : null;
  }

  @Authorized()
  @Mutation(() => SaveTemplatePayload, {
    description:
      "Saves a template within the plan's limit (SUBSCRIPTION_LIMIT_REACHED beyond it, with the upgrade data in extensions); saving it again uses no slot.",
  })
  async saveTemplate(
    @Arg('input') input: SaveTemplateInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<SaveTemplatePayload> {
    const result = await services.savedTemplates.save(user, input);
    return {
      savedTemplate: toSaved(result.saved),
      alreadySaved: result.alreadySaved,
      subscription: result.subscription,
    };
  }

  @Authorized()
  @Mutation(() => UnsaveTemplatePayload, { description: 'Removes a saved template.' })
  unsaveTemplate(
    @Arg('input') input: UnsaveTemplateInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<UnsaveTemplatePayload> {
    return services.savedTemplates.unsave(user, input);
  }

  @FieldResolver(() => TemplateObject, {
    nullable: true,
    description: 'The template; null if it left the catalogue a moment ago.',
  })
  template(
    @Root() saved: SavedTemplateObject,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<Template | null> {
    return loaders.templates.templateById.load(saved.templateId);
  }
}

/** `Template.isSaved`: one statement for a whole page of cards, false for visitors. */
@Resolver(() => TemplateObject)
export class TemplateSavedResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the signed-in user saved it.' })
  isSaved(@Root() template: Template, @Ctx() { loaders }: GraphQLContext): Promise<boolean> {
    return loaders.savedTemplates.isSaved.load(template.id);
  }
}
