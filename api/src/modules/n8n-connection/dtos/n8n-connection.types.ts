import { Field, ObjectType } from 'type-graphql';

@ObjectType('N8nSettings', { description: "The user's n8n connection; the API key is write-only." })
export class N8nSettingsObject {
  @Field(() => String, { nullable: true, description: 'Null when no connection is saved.' })
  n8nInstanceUrl: string | null;

  @Field()
  hasApiKey: boolean;
}

@ObjectType('ClearN8nSettingsPayload')
export class ClearN8nSettingsPayload {
  @Field({ description: 'False when nothing was saved.' })
  cleared: boolean;

  @Field(() => N8nSettingsObject)
  settings: N8nSettingsObject;
}

@ObjectType('ImportWorkflowPayload', {
  description:
    "A workflow created in the user's n8n. A refusal is an UPSTREAM_ERROR whose message is n8n's own, with `details` and the `url` tried in extensions; an address FlowVault does not connect to is a VALIDATION_ERROR with the same extensions and `fields`.",
})
export class ImportWorkflowPayload {
  @Field()
  success: boolean;

  @Field()
  message: string;

  @Field({ description: 'The workflow in the n8n editor.' })
  n8nUrl: string;

  @Field()
  workflowId: string;
}
