import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { DashboardOverviewObject } from './dtos/dashboard.types';
import { presentOverview } from './dashboard.presenter';

/** The dashboard's Overview over GraphQL: the same `DashboardService.overview` as REST. */
@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardOverviewObject, {
    description: "The signed-in account's own figures, for the dashboard's Overview.",
  })
  async dashboardOverview(
    @Ctx() { services, loaders }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<DashboardOverviewObject> {
    return presentOverview(await services.dashboard.overview(user, loaders.dashboard));
  }
}
