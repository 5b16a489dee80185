import { Field, InputType } from 'type-graphql';
import { Password } from '../../../core/input-rules';

/** The input of `deleteAccount` and the body of `POST /api/account/delete`. */
@InputType('DeleteAccountInput')
export class DeleteAccountInput {
  @Field({ description: "The account's password, asked again before anything is erased." })
  @Password({ checkLength: false })
  currentPassword: string;
}
