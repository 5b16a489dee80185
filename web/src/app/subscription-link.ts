import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';
import type { Client } from 'graphql-ws';
import { Observable } from 'rxjs';

/** Opens the socket client; the app's loads graphql-ws with the first subscription. */
export type OpenSocket = () => Promise<Pick<Client, 'subscribe'>>;

/**
 * The subscription link: each subscription goes over the graphql-ws socket, opened (and its
 * module, graphql-ws with it, fetched) with the first one, so the home route's bundle carries
 * none of it. It does what Apollo's GraphQLWsLink does (print, subscribe, map errors), written
 * here because importing that link into the lazy chunk or the entry costs the home route
 * more than its budget holds. A socket that could not be opened (its chunk failed to load)
 * fails that subscription and is tried again by the next.
 */
export function subscriptionLink(
  open: OpenSocket = () => import('./socket-client').then(({ openAppSocket }) => openAppSocket()),
): ApolloLink {
  let socket: ReturnType<OpenSocket> | undefined;
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let stop: (() => void) | undefined;
        let closed = false;
        socket ??= open().catch((error: unknown) => {
          socket = undefined;
          throw error;
        });
        socket.then(
          (client) => {
            if (closed) return;
            const { query, variables, operationName, extensions } = operation;
            stop = client.subscribe(
              { query: print(query), variables, operationName, extensions },
              {
                next: (result) => observer.next(result as ApolloLink.Result),
                complete: () => observer.complete(),
                error: (error) => observer.error(socketError(error)),
              },
            );
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          stop?.();
        };
      }),
  );
}

/** What graphql-ws reports (an Error, a close event, or the operation's errors) as an Error. */
function socketError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) {
    return new CombinedGraphQLErrors({ errors: error as GraphQLFormattedError[] });
  }
  const { code, reason } = (error ?? {}) as { code?: number; reason?: string };
  return new Error(`Socket closed with event ${code ?? ''} ${reason ?? ''}`.trim());
}
