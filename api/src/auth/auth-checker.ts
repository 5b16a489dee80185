import type { AuthChecker } from 'type-graphql';
import { isRole, type Role } from '../core/actor';
import type { GraphQLContext } from '../graphql/context';
import { requireRole } from './require-role';

/**
 * `@Authorized(...roles)` on a resolver: the same check as the REST guard. It throws the
 * AppError itself, so GraphQL answers UNAUTHORIZED or FORBIDDEN like REST answers 401 or 403.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  requireRole(context.actor, roles.filter(isRole));
  return true;
};
