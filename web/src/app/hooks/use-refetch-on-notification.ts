import { useEffect } from 'react';
import type { NotificationKind } from '../../gql/graphql';
import { onNotificationArrived } from '../notification-events';

/**
 * Reads a list again (`refetch`) whenever a notification of one of `kinds` arrives live: the list
 * follows the events the account is told of (an expert applied, an application was accepted)
 * without a subscription of its own. `kinds` should be a constant.
 */
export function useRefetchOnNotification(
  kinds: readonly NotificationKind[],
  refetch: () => Promise<unknown>,
): void {
  useEffect(
    () =>
      onNotificationArrived((kind) => {
        if (kinds.includes(kind)) void refetch().catch(() => undefined);
      }),
    [kinds, refetch],
  );
}
