import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { JSONSchema } from 'class-validator-jsonschema';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { applyDecorators, Coerce, blankToUndefined, Text } from '../../../core/input-rules';

/** n8n API keys are JWTs of a few hundred characters; anything this long is not one. */
const MAX_API_KEY = 2000;
const MAX_URL = 2000;

/**
 * An API key as typed, only trimmed (pasted keys often carry a newline). Never logged: the
 * logger redacts `n8nApiKey` wherever it appears.
 */
function ApiKey(): PropertyDecorator {
  return applyDecorators(
    Coerce(blankToUndefined),
    IsOptional(),
    IsString({ message: 'must be text' }),
    MaxLength(MAX_API_KEY, { message: `must be at most ${MAX_API_KEY} characters` }),
  );
}

/**
 * An n8n connection as the settings form and the import send it. Both fields are checked by the
 * service, which answers one message, naming both, when either is missing.
 */
@InputType('N8nSettingsInput')
export class N8nSettingsInput {
  @Field({ nullable: true, description: 'The n8n base URL, e.g. https://n8n.example.com.' })
  @Text(MAX_URL)
  n8nInstanceUrl?: string;

  @Field({ nullable: true, description: 'An n8n API key (Settings > n8n API in n8n); write-only.' })
  @ApiKey()
  n8nApiKey?: string;
}

/** `n8nSettings` sent with a call, used once instead of the saved connection. */
function ConnectionSentAlong(description: string): PropertyDecorator {
  return applyDecorators(
    Field(() => N8nSettingsInput, { nullable: true, description }),
    JSONSchema({
      type: 'object',
      description: '`{n8nInstanceUrl, n8nApiKey}`, not stored.',
    }) as PropertyDecorator,
    IsOptional(),
    IsObject({ message: 'must be an object with n8nInstanceUrl and n8nApiKey' }),
  );
}

@InputType('ImportWorkflowInput')
export class ImportWorkflowInput {
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The workflow JSON to import; without it, the catalogue template `templateId`.',
  })
  @JSONSchema({ type: 'object', description: 'The n8n workflow JSON.' })
  @IsOptional()
  @IsObject({ message: 'must be a workflow object' })
  workflow?: Record<string, unknown>;

  @Field(() => ID, { nullable: true, description: 'The catalogue template it comes from.' })
  @Text(100)
  templateId?: string;

  @Field({ nullable: true, description: 'Accepted for the web client; never fetched.' })
  @Text(MAX_URL)
  downloadUrl?: string;

  @ConnectionSentAlong('A connection to use instead of the saved one (not stored).')
  n8nSettings?: N8nSettingsInput;
}

@InputType('TestN8nConnectionInput')
export class TestN8nConnectionInput {
  @ConnectionSentAlong(
    'A connection to test instead of the saved one (not stored, nor its result).',
  )
  n8nSettings?: N8nSettingsInput;
}

/** n8n's cursors are base64 of a few dozen characters; anything this long is not one. */
const MAX_CURSOR = 500;

/** A page of the workflows in the user's own n8n (REST query, GraphQL arguments). */
@ArgsType()
export class N8nWorkflowListInput {
  @Field(() => String, {
    nullable: true,
    description: "n8n's `nextCursor` of the page before; none for the first page.",
  })
  @Text(MAX_CURSOR)
  cursor?: string;
}
