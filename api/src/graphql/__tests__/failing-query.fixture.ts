import { Ctx, Query, Resolver } from 'type-graphql';
import type { FeatureModule } from '../../modules/feature-module';
import type { GraphQLContext } from '../context';

@Resolver()
class FailingQueryResolver {
  @Query(() => String, { description: 'Fails in PostgreSQL, whose message must not leave.' })
  async testDatabaseFailure(@Ctx() { services }: GraphQLContext): Promise<string> {
    const [row] = await services.db.query<{ text: string }>('SELECT $1::text AS text', ['a\0b']);
    return row.text;
  }
}

/** A feature for tests only: one query that fails with a database error the client must not see. */
export const failingQueryModule: FeatureModule = {
  name: 'test-failing-query',
  resolvers: [FailingQueryResolver],
};
