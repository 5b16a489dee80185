import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { DiagramObject } from './diagram.types';

/** Diagrams over GraphQL: the same `DiagramService` call as the REST route. */
@Resolver()
export class DiagramResolver {
  @Authorized()
  @Query(() => DiagramObject, {
    description: 'The diagram of a template the signed-in user saved (FORBIDDEN otherwise).',
  })
  templateDiagram(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<DiagramObject> {
    return services.diagrams.templateDiagram(user, id);
  }
}
