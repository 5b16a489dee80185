import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ScrubKind } from '../../ingest/rules';

@ObjectType('ScrubRemoval', {
  description: 'One thing taken out of a submitted workflow, and where.',
})
export class ScrubRemovalObject {
  @Field(() => String, { nullable: true, description: "The node's name; null for the workflow." })
  node: string | null;

  @Field({ description: 'Where in the node, as n8n names it: `Query Parameters › api_key`.' })
  path: string;

  @Field(() => String, { description: 'secret, token, credential_id or pinned_data.' })
  kind: ScrubKind;
}

@ObjectType('NearCopyOf', { description: 'A listed template with the same structure.' })
export class NearCopyObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  author: string;
}

@ObjectType('TemplateSubmissionPreview', {
  description: 'A submitted workflow as the catalogue would list it; nothing is stored.',
})
export class TemplateSubmissionPreviewObject {
  @Field(() => GraphQLJSONObject, {
    description: 'The workflow as it would be published: scrubbed.',
  })
  workflow: Record<string, unknown>;

  @Field(() => [ScrubRemovalObject])
  removed: ScrubRemovalObject[];

  @Field(() => Int)
  nodeCount: number;

  @Field()
  triggerType: string;

  @Field()
  complexity: string;

  @Field({ description: 'The category the rules give it; the author may choose another.' })
  category: string;

  @Field(() => [String])
  integrations: string[];

  @Field(() => String, { description: 'Clean or Blocked: whether it imports into n8n 1.x as is.' })
  n8nCompatibility: string;

  @Field(() => [String])
  n8nObstacles: string[];

  @Field(() => NearCopyObject, { nullable: true })
  nearCopyOf: NearCopyObject | null;
}
