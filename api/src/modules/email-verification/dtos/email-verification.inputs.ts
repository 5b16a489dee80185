import { Field, InputType } from 'type-graphql';
import { Text } from '../../../core/input-rules';

/** The longest token accepted: the links carry 43 characters; anything far longer is not one. */
const TOKEN_MAX_LENGTH = 200;

@InputType('VerifyEmailInput')
export class VerifyEmailInput {
  @Field({ description: 'The token of the verification link.' })
  @Text(TOKEN_MAX_LENGTH, { required: true })
  token: string;
}
