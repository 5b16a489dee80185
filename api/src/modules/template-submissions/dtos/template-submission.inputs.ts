import { IsObject, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType } from 'type-graphql';
import { Text } from '../../../core/input-rules';

/** What a submission is made from: a workflow's JSON, or a workflow of the user's own n8n. */
@InputType('SubmittedWorkflowInput')
export class SubmittedWorkflowInput {
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The n8n workflow JSON (a file or pasted); or `n8nWorkflowId`.',
  })
  @JSONSchema({ type: 'object', description: 'The n8n workflow JSON.' })
  @IsOptional()
  @IsObject({ message: 'must be a workflow object' })
  workflow?: Record<string, unknown>;

  @Field(() => ID, {
    nullable: true,
    description: "A workflow of the user's own n8n, by n8n's id (GET /api/n8n/workflows).",
  })
  @Text(100)
  n8nWorkflowId?: string;
}
