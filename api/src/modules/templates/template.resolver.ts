import { Query, Resolver } from 'type-graphql';

@Resolver()
export class TemplateResolver {
  @Query(() => String)
  hello(): string {
    return 'FlowVault';
  }
}
