import { Field, InputType } from 'type-graphql';
import { EmailAddress, Password, Text } from '../../../core/input-rules';

/** The longest display name an account may have. */
export const NAME_MAX_LENGTH = 100;

/** The name and email an account shows, as registration and the profile form take them. */
@InputType()
abstract class AccountDetailsInput {
  @Field()
  @Text(NAME_MAX_LENGTH, { required: true })
  name: string;

  @Field()
  @EmailAddress()
  email: string;
}

@InputType('RegisterInput')
export class RegisterInput extends AccountDetailsInput {
  @Field({ description: '6 to 128 characters.' })
  @Password()
  password: string;
}

@InputType('LoginInput')
export class LoginInput {
  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @Password({ checkLength: false })
  password: string;
}

@InputType('UpdateProfileInput')
export class UpdateProfileInput extends AccountDetailsInput {
  @Field({ nullable: true, description: 'Required with `newPassword` and to change `email`.' })
  @Password({ required: false, checkLength: false })
  currentPassword?: string;

  @Field({ nullable: true, description: '6 to 128 characters; signs out every other session.' })
  @Password({ required: false })
  newPassword?: string;
}
