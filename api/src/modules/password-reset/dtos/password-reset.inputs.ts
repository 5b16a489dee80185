import { Field, InputType } from 'type-graphql';
import { EmailAddress, Password, Text } from '../../../core/input-rules';

/** The longest token accepted: the links carry 43 characters; anything far longer is not one. */
const TOKEN_MAX_LENGTH = 200;

@InputType('ForgotPasswordInput')
export class ForgotPasswordInput {
  @Field()
  @EmailAddress()
  email: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInput {
  @Field({ description: 'The token of the reset link.' })
  @Text(TOKEN_MAX_LENGTH, { required: true })
  token: string;

  @Field({ description: '6 to 128 characters; signs out every other session.' })
  @Password()
  newPassword: string;
}
