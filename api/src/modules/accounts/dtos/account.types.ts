import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { Role } from '../../../core/actor';
import type { SubscriptionStatus } from '../subscription.service';

@ObjectType('SubscriptionStatus', { description: "What an account's plan entitles it to now." })
export class SubscriptionStatusObject {
  @Field({ description: '`Free` whenever no paid plan is active.' })
  plan: string;

  @Field(() => ID)
  planId: string;

  @Field({ description: 'True only while a paid plan is active.' })
  isActive: boolean;

  @Field(() => Int, { description: 'Templates the account may keep saved; -1 is unlimited.' })
  templateSaves: number;

  @Field(() => Int)
  templateSavesUsed: number;

  @Field({ description: 'Whether the plan may request expert help.' })
  hiring: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the paid period ends: it renews then, unless cancelAtPeriodEnd.',
  })
  currentPeriodEnd: Date | null;

  @Field({ description: 'The paid plan was cancelled: it returns to Free at currentPeriodEnd.' })
  cancelAtPeriodEnd: boolean;
}

@ObjectType('User', { description: 'The signed-in account.' })
export class UserObject {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => String, { description: 'user, expert or admin.' })
  role: Role;

  @Field({
    description:
      "Whether the address is shown to be the owner's: a link mailed to it was used. Publishing needs it.",
  })
  emailVerified: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => SubscriptionStatusObject)
  subscription: SubscriptionStatus;
}

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field({ description: 'A session token (JWT, 7 days): send it as `Authorization: Bearer`.' })
  token: string;

  @Field(() => UserObject)
  user: UserObject;
}

@ObjectType('UpdateProfilePayload')
export class UpdateProfilePayload {
  @Field(() => UserObject)
  user: UserObject;

  @Field(() => String, {
    nullable: true,
    description: 'After a password change: the new session token (earlier ones stop working).',
  })
  token: string | null;
}
