import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HoldLink, type Hold } from '../../../../test/hold-link';
import { createApolloClient } from '../../../app/apollo';
import { Layout } from '../../../app/layout';
import { SessionUserDocument } from '../../../gql-home/graphql';
import { N8nConnectionSettingsDocument } from '../../../gql/graphql';
import {
  NOT_CONNECTED,
  settingsMock,
  type N8nConnection,
} from '../../n8n-connection/__tests__/n8n-fixture';
import { noHireRequestsMocks } from '../../hiring/__tests__/hire-fixture';
import { noNotificationsMocks } from '../../notifications/__tests__/notifications-fixture';
import type { SessionUser } from '../hooks/use-session';
import { AUTH_TOKEN_KEY } from '../session-token';

type Subscription = SessionUser['subscription'];

/** A subscription as `me` answers it: the seeded Free plan unless told otherwise. */
export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    __typename: 'SubscriptionStatus',
    plan: 'Free',
    planId: 'plan-free',
    isActive: false,
    templateSaves: 5,
    templateSavesUsed: 0,
    hiring: false,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    ...overrides,
  } as Subscription;
}

/** A signed-in account as `me` answers it. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    __typename: 'User',
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'user',
    createdAt: '2025-03-14T09:26:53.000Z',
    subscription: buildSubscription(),
    ...overrides,
  } as SessionUser;
}

/** The answer to the session's `me` query. */
export function sessionUserMock(
  user: SessionUser | null = buildSessionUser(),
): MockLink.MockedResponse {
  return { request: { query: SessionUserDocument }, result: { data: { me: user } } };
}

/** An UNAUTHORIZED answer, as the API gives for an expired or revoked token. */
export const UNAUTHORIZED_RESULT = {
  errors: [
    {
      message: 'Your session is invalid or has expired. Please sign in again.',
      extensions: { code: 'UNAUTHORIZED' },
    },
  ],
};

/** What the test can see of the app: the URL, and the headers each operation was sent with. */
export interface AppProbe {
  client: ApolloClient;
  pathname: string;
  search: string;
  sent: { operationName: string; authorization?: string }[];
  /** Lets an operation held by the `hold` option go on. */
  release(operationName: string): void;
}

/** How many times the operation `operationName` was sent. */
export function timesSent(probe: AppProbe, operationName: string): number {
  return probe.sent.filter((sent) => sent.operationName === operationName).length;
}

/**
 * The set-up of every test that renders the app: navigation scrolls the window, which jsdom does
 * not implement, and the stored token, spies and fake timers end with each test.
 */
export function setUpAppTests(): void {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    jest.restoreAllMocks();
  });
}

function LocationProbe({ probe }: { probe: AppProbe }) {
  const location = useLocation();
  probe.pathname = location.pathname;
  probe.search = location.search;
  return null;
}

interface RenderAppOptions {
  /** Stored as the session token before the app starts. */
  token?: string;
  /** Pages under the layout, by path; the index route shows "Home page". */
  routes?: Record<string, ReactNode>;
  /**
   * The n8n connection the header's Connect n8n button loads, once, as soon as someone is signed
   * in (by a stored token or by signing in during the test): not connected unless told.
   */
  n8nConnection?: N8nConnection;
  /**
   * Answers to the subscriptions the pages start (the header's live notifications, the cards'
   * unread chat counts); without them every subscription stays open and silent, as a socket with
   * nothing to say.
   */
  live?: MockLink.MockedResponse[];
  /** Operations held in flight until `probe.release(name)` (see HoldLink). */
  hold?: Hold[];
}

/**
 * Renders the layout (session, sign-in prompt, header, notice) at `url` with the app's real
 * Apollo links (auth header, session end) over mocked answers. The header's load of the n8n
 * connection is answered here, ahead of `mocks`: a signed-in header always sends it, and it is
 * the first load of the connection, so the page's own loads of it in `mocks` keep their answers.
 * A visitor's render leaves that answer unused. Hire request state (cards, a template's check)
 * and the header's notification count are answered "none" after `mocks`, as often as they are
 * asked, unless `mocks` answer them first.
 */
export function renderApp(
  url: string,
  mocks: MockLink.MockedResponse[],
  { token, routes = {}, n8nConnection = NOT_CONNECTED, live, hold = [] }: RenderAppOptions = {},
): AppProbe {
  if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  const held = new HoldLink(hold);
  const probe = {
    pathname: '',
    search: '',
    sent: [],
    release: (name: string) => held.release(name),
  } as unknown as AppProbe;
  const recorder = new ApolloLink((operation, forward) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    probe.sent.push({
      operationName: operation.operationName ?? '',
      authorization: headers.authorization,
    });
    return forward(operation);
  });
  const answers = [
    settingsMock(n8nConnection),
    ...mocks,
    ...noHireRequestsMocks(),
    ...noNotificationsMocks(),
  ];
  const subscriptions = live
    ? new MockLink(live)
    : new ApolloLink(() => new Observable<ApolloLink.Result>(() => undefined));
  probe.client = createApolloClient(
    ApolloLink.from([recorder, held, new MockLink(answers)]),
    subscriptions,
  );
  render(
    <ApolloProvider client={probe.client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<p>Home page</p>} />
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Routes>
        <LocationProbe probe={probe} />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return probe;
}

/**
 * Waits until the header's Connect n8n button has its answer about the saved connection. A test
 * that loads the connection again (the connect dialog, the Settings tab, an import) waits for it
 * first: Apollo joins a load to an identical one still in flight, so that load would otherwise
 * get the header's answer instead of its own request.
 */
export async function headerN8nConnectionLoaded(probe: AppProbe): Promise<void> {
  await waitFor(() =>
    expect(probe.client.readQuery({ query: N8nConnectionSettingsDocument })).not.toBeNull(),
  );
}
