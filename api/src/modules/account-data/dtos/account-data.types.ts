import { Field, ObjectType } from 'type-graphql';

/** What `deleteAccount` answers: the session that sent it has ended. */
@ObjectType('DeleteAccountPayload')
export class DeleteAccountPayload {
  @Field({ description: 'Always true: a refusal is an error.' })
  deleted: boolean;
}
