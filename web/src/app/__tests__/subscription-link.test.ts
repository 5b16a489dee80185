import { ApolloLink, gql, type ApolloClient } from '@apollo/client';
import type { Client, ClientOptions } from 'graphql-ws';
import { firstValueFrom, Observable, of } from 'rxjs';
import {
  AUTH_TOKEN_KEY,
  forgetSessionToken,
  storeSessionToken,
} from '../../features/accounts/session-token';
import { createApolloClient, isSubscription } from '../apollo';
import { createSocketClient, openAppSocket, type SocketSession } from '../socket-client';
import { connectionParams, reconnectDelay, socketUrl } from '../socket-retry';
import { subscriptionLink } from '../subscription-link';

/** A terminating link that records what reaches it and answers `{ data: { via } }`. */
function recordingLink(via: string, seen: { name: string; authorization?: string }[]) {
  return new ApolloLink((operation) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    seen.push({ name: operation.operationName ?? '', authorization: headers.authorization });
    return of({ data: { via } });
  });
}

const QUERY = gql`
  query SplitQuery {
    via
  }
`;
const MUTATION = gql`
  mutation SplitMutation {
    via
  }
`;
const SUBSCRIPTION = gql`
  subscription SplitSubscription {
    via
  }
`;

async function firstValue(client: ApolloClient): Promise<unknown> {
  return (await firstValueFrom(client.subscribe({ query: SUBSCRIPTION }))).data;
}

describe('the split link', () => {
  afterEach(() => window.localStorage.clear());

  it('sends queries and mutations over HTTP with the Bearer header, subscriptions over the socket without it', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-1');
    const http: { name: string; authorization?: string }[] = [];
    const socket: { name: string; authorization?: string }[] = [];
    const client = createApolloClient(recordingLink('http', http), recordingLink('socket', socket));

    expect((await client.query({ query: QUERY })).data).toEqual({ via: 'http' });
    expect((await client.mutate({ mutation: MUTATION })).data).toEqual({ via: 'http' });
    expect(await firstValue(client)).toEqual({ via: 'socket' });

    expect(http).toEqual([
      { name: 'SplitQuery', authorization: 'Bearer jwt-1' },
      { name: 'SplitMutation', authorization: 'Bearer jwt-1' },
    ]);
    expect(socket).toEqual([{ name: 'SplitSubscription', authorization: undefined }]);
  });

  it('tells a subscription from the other operations by its main definition', () => {
    expect(isSubscription(SUBSCRIPTION)).toBe(true);
    expect(isSubscription(QUERY)).toBe(false);
    expect(isSubscription(MUTATION)).toBe(false);
  });
});

describe('the lazily opened socket', () => {
  const operation = {
    query: SUBSCRIPTION,
    variables: { a: 1 },
    operationName: 'SplitSubscription',
  };
  const answering = (via: string, payloads: unknown[] = []) => ({
    subscribe: (payload: unknown, sink: { next(value: unknown): void; complete(): void }) => {
      payloads.push(payload);
      sink.next({ data: { via } });
      sink.complete();
      return () => undefined;
    },
  });
  const run = (link: ApolloLink) =>
    new Promise((resolve, reject) =>
      link
        .request(operation as unknown as ApolloLink.Operation, () => new Observable())
        .subscribe({ next: resolve, error: reject }),
    );

  it('opens the socket with the first subscription only, once for all, and sends the printed query', async () => {
    const payloads: unknown[] = [];
    const open = jest.fn(async () => answering('socket', payloads) as never);
    const link = subscriptionLink(open);
    expect(open).not.toHaveBeenCalled();
    await expect(run(link)).resolves.toEqual({ data: { via: 'socket' } });
    await expect(run(link)).resolves.toEqual({ data: { via: 'socket' } });
    expect(open).toHaveBeenCalledTimes(1);
    expect(payloads[0]).toMatchObject({
      query: expect.stringContaining('subscription SplitSubscription'),
      variables: { a: 1 },
      operationName: 'SplitSubscription',
    });
  });

  it('fails the subscription whose socket could not be opened, and opens again for the next one', async () => {
    const open = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(answering('socket'));
    const link = subscriptionLink(open);
    await expect(run(link)).rejects.toThrow('chunk failed');
    await expect(run(link)).resolves.toEqual({ data: { via: 'socket' } });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('reports the errors the server sent for an operation as GraphQL errors', async () => {
    const link = subscriptionLink(async () => ({
      subscribe: (_payload, sink) => {
        sink.error([
          { message: 'You can no longer follow this.', extensions: { code: 'FORBIDDEN' } },
        ]);
        return () => undefined;
      },
    }));
    await expect(run(link)).rejects.toMatchObject({
      errors: [expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })],
    });
  });
});

describe('reconnecting the socket', () => {
  afterEach(() => window.localStorage.clear());

  it('waits exponentially longer between attempts, up to half a minute', () => {
    const top = (retries: number) => reconnectDelay(retries, () => 1);
    expect([0, 1, 2, 3, 4].map(top)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(top(10)).toBe(30_000);
    expect(top(1000)).toBe(30_000);
  });

  it('spreads clients out: each wait is a random point in the upper half of its ceiling', () => {
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
    const waits = new Set(Array.from({ length: 20 }, () => reconnectDelay(3)));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });

  it('connects to /graphql on the page’s origin, wss under https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'flowvault.example' })).toBe(
      'wss://flowvault.example/graphql',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe(
      'ws://localhost:4000/graphql',
    );
  });

  const session = (overrides: Partial<SocketSession> = {}): SocketSession => ({
    url: 'ws://localhost/graphql',
    connectionParams: () => ({}),
    retryDelay: reconnectDelay,
    onRefused: jest.fn(),
    onReconnected: jest.fn(),
    ...overrides,
  });

  it('connects lazily, waits with backoff, and retries a dropped socket but not a refused token', async () => {
    let options: ClientOptions | undefined;
    const onRefused = jest.fn();
    createSocketClient(session({ onRefused, retryDelay: () => 5 }), (given) => {
      options = given;
      return {} as Client;
    });
    expect(options).toMatchObject({
      lazy: true,
      url: 'ws://localhost/graphql',
      retryAttempts: Infinity,
    });
    expect(options!.shouldRetry!({ code: 1006 })).toBe(true);
    expect(options!.shouldRetry!({ code: 4403 })).toBe(false);
    await options!.retryWait!(3);
    const closed = (options!.on as { closed(event: unknown): void }).closed;
    closed({ code: 1006 });
    expect(onRefused).not.toHaveBeenCalled();
    closed({ code: 4403 });
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('reports a connect after a drop, not the first one', () => {
    let options: ClientOptions | undefined;
    const onReconnected = jest.fn();
    createSocketClient(session({ onReconnected }), (given) => {
      options = given;
      return {} as Client;
    });
    const connected = (options!.on as { connected(...args: unknown[]): void }).connected;
    connected({}, undefined, false);
    expect(onReconnected).not.toHaveBeenCalled();
    connected({}, undefined, true);
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('sends the token stored at each connect, and reconnects when the user signs in or out', async () => {
    const payloads: unknown[] = [];
    let options: ClientOptions | undefined;
    const terminate = jest.fn();
    jest.doMock('../socket-client', () => ({
      openAppSocket: () =>
        openAppSocket((clientOptions) => {
          options = clientOptions;
          return {
            terminate,
            subscribe: (payload: unknown, sink: { complete(): void }) => {
              payloads.push(payload);
              sink.complete();
              return () => undefined;
            },
          } as unknown as Client;
        }),
    }));
    const link = subscriptionLink();
    await new Promise((resolve, reject) =>
      link
        .request({ query: SUBSCRIPTION } as unknown as ApolloLink.Operation, () => new Observable())
        .subscribe({ complete: () => resolve(undefined), error: reject }),
    );
    const params = options!.connectionParams as () => Record<string, string>;
    expect(options!.url).toBe('ws://localhost/graphql');
    expect(params()).toEqual({});
    storeSessionToken('jwt-2');
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(params()).toEqual(connectionParams('jwt-2'));
    expect(params()).toEqual({ authorization: 'Bearer jwt-2' });
    forgetSessionToken();
    expect(terminate).toHaveBeenCalledTimes(2);
    expect(params()).toEqual({});
  });
});
