import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../../graphql/shared-types';
import type { N8nTestResult } from '../n8n-connection.service';

const TEST_RESULTS: readonly N8nTestResult[] = [
  'connected',
  'key_refused',
  'unreachable',
  'address_refused',
  'not_configured',
];
export const N8nTestResultEnum = enumOf(TEST_RESULTS);

registerEnumType(N8nTestResultEnum, {
  name: 'N8nConnectionTestResult',
  description:
    'connected: n8n accepted the key; key_refused: n8n answered 401 or 403; unreachable: no answer, or not one of n8n; address_refused: the address policy refused the address, nothing was sent; not_configured: nothing is saved.',
});

@ObjectType('N8nConnectionLastTest', { description: 'The last test of the saved connection.' })
export class N8nLastTestObject {
  @Field(() => N8nTestResultEnum)
  result: N8nTestResult;

  @Field(() => String, {
    nullable: true,
    description: "n8n's version; null, since n8n's public API does not tell it.",
  })
  version: string | null;

  @Field(() => GraphQLISODateTime)
  testedAt: Date;
}

@ObjectType('N8nSettings', { description: "The user's n8n connection; the API key is write-only." })
export class N8nSettingsObject {
  @Field(() => String, { nullable: true, description: 'Null when no connection is saved.' })
  n8nInstanceUrl: string | null;

  @Field()
  hasApiKey: boolean;

  @Field(() => N8nLastTestObject, {
    nullable: true,
    description: 'Null until the saved connection is tested; saving it again empties it.',
  })
  lastTest: N8nLastTestObject | null;
}

@ObjectType('TestN8nConnectionPayload', {
  description: 'What a connection test found; a result, never an error.',
})
export class TestN8nConnectionPayload {
  @Field(() => N8nTestResultEnum)
  result: N8nTestResult;

  @Field(() => String, { nullable: true, description: 'Null: n8n does not tell its version.' })
  version: string | null;

  @Field(() => String, { nullable: true, description: 'The address tested; null when none.' })
  n8nInstanceUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it is not connected, in plain words; for address_refused the policy reason.',
  })
  reason: string | null;

  @Field(() => GraphQLISODateTime)
  testedAt: Date;

  @Field(() => N8nSettingsObject, { description: 'The saved connection with its last test.' })
  settings: N8nSettingsObject;
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

@ObjectType('N8nWorkflowSummary', { description: "A workflow in the user's own n8n." })
export class N8nWorkflowSummaryObject {
  @Field(() => ID, { description: "n8n's id of the workflow." })
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601; null when n8n gave none.' })
  updatedAt: string | null;

  @Field(() => Int)
  nodeCount: number;

  @Field()
  active: boolean;
}

@ObjectType('N8nWorkflowPage', { description: "A page of the workflows in the user's own n8n." })
export class N8nWorkflowPageObject {
  @Field(() => [N8nWorkflowSummaryObject])
  workflows: N8nWorkflowSummaryObject[];

  @Field(() => String, { nullable: true, description: "The next page's cursor; null on the last." })
  nextCursor: string | null;
}
