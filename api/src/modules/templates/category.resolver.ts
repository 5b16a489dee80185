import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CategoryObject, IntegrationCountObject } from './dtos/catalogue.types';
import { IntegrationsArgs } from './dtos/templates.args';
import type { NameCount } from './template.repository';

/** The catalogue's facets: categories and integrations with their template counts. */
@Resolver()
export class CategoryResolver {
  @Query(() => [CategoryObject], {
    description: 'Categories that have templates, count descending.',
  })
  categories(@Ctx() { services }: GraphQLContext): Promise<NameCount[]> {
    return services.templates.categories();
  }

  @Query(() => [IntegrationCountObject], { description: 'The most used integrations first.' })
  integrations(
    @Args() { limit }: IntegrationsArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<NameCount[]> {
    return services.templates.integrations(limit);
  }
}
