import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('OtherSource', {
  description: 'Another template with the same workflow (a near-copy published by another source).',
})
export class OtherSourceObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  author: string;

  @Field(() => String, { nullable: true, description: 'The source repository, `owner/name`.' })
  repo: string | null;

  @Field(() => String, { nullable: true, description: 'The file in that repository.' })
  path: string | null;
}
