import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { boardModule } from '../../../../test/fixtures/board/board.module';
import type { Board } from '../../../../test/fixtures/board/board.repository';
import type { BoardService } from '../../../../test/fixtures/board/board.service';
import { FEATURES } from '../../../modules/index';
import { eventually } from '../../../../test/eventually';

const POST_ADDED = `subscription TestBoardPostAdded($boardId: ID!, $since: String) {
  testBoardPostAdded(boardId: $boardId, since: $since) { id body boardTitle }
}`;

const POST = `mutation PostToTestBoard($boardId: ID!, $body: String!) {
  postToTestBoard(boardId: $boardId, body: $body) { id seq }
}`;

interface Follower {
  /** Every `next` payload received, in order. */
  received: {
    data?: { testBoardPostAdded?: { body: string; boardTitle: string } };
    errors?: unknown[];
  }[];
  bodies(): string[];
  /** Resolves once the subscription completed or failed. */
  ended: Promise<void>;
  /** The close code of the socket, once closed. */
  closeCode(): number | undefined;
  unsubscribe(): void;
  dispose(): Promise<void>;
}

/**
 * The real app with the live board fixture, against PostgreSQL, over real graphql-ws clients:
 * what a feature gets from `realtime.publish` in its transaction and `liveRows` in its
 * subscription.
 */
describe('a live subscription over graphql-ws (the real-time layer end to end)', () => {
  let app: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  const clients: Client[] = [];

  const boards = () => (app.services as typeof app.services & { board: BoardService }).board;

  const post = async (account: TestAccount, boardId: string, body: string) => {
    const response = await app.graphql(POST, { boardId, body }, account.headers);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.postToTestBoard as { id: string; seq: string };
  };

  /**
   * Follows `board` as `account` from the post before `since` on, so the subscription is known
   * to be in place once `since` has arrived (it subscribes before it catches up).
   */
  const follow = async (account: TestAccount, board: Board): Promise<Follower> => {
    const marker = await post(account, board.id, `${account.name} joins`);
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: account.headers.authorization },
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    let code: number | undefined;
    client.on('closed', (event) => (code = (event as { code: number }).code));
    const received: Follower['received'] = [];
    let unsubscribe = () => undefined as void;
    const ended = new Promise<void>((resolve) => {
      unsubscribe = client.subscribe(
        {
          query: POST_ADDED,
          variables: { boardId: board.id, since: String(Number(marker.seq) - 1) },
        },
        {
          next: (value) => void received.push(value as never),
          error: () => resolve(),
          complete: resolve,
        },
      );
    });
    const follower: Follower = {
      received,
      bodies: () => received.map((value) => value.data?.testBoardPostAdded?.body ?? 'error'),
      ended,
      closeCode: () => code,
      unsubscribe,
      dispose: () => client.dispose() as Promise<void>,
    };
    await eventually(() => expect(follower.bodies()).toContain(`${account.name} joins`));
    return follower;
  };

  beforeAll(async () => {
    app = await createTestApp({ features: [...FEATURES, boardModule] });
    alice = await createAccount(app.services, { name: 'Alice' });
    bob = await createAccount(app.services, { name: 'Bob' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(async () => {
    await app.close();
  });

  it('delivers each post to both subscribers of a board, once and in order', async () => {
    const board = await boards().createBoard('Both', [alice.id, bob.id]);
    const aliceFollows = await follow(alice, board);
    const bobFollows = await follow(bob, board);
    await post(alice, board.id, 'first');
    await post(bob, board.id, 'second');
    // A subscription delivers in order: a second copy of any post would come before 'third'.
    await post(alice, board.id, 'third');
    await eventually(() => {
      expect(aliceFollows.bodies()).toEqual([
        'Alice joins',
        'Bob joins',
        'first',
        'second',
        'third',
      ]);
      expect(bobFollows.bodies()).toEqual(['Bob joins', 'first', 'second', 'third']);
    });
  });

  it('stops delivering to a subscriber that unsubscribed, and delivers on to the other', async () => {
    const board = await boards().createBoard('Leaving', [alice.id, bob.id]);
    const aliceFollows = await follow(alice, board);
    const bobFollows = await follow(bob, board);
    aliceFollows.unsubscribe();
    // Ended: nothing reaches Alice's subscription any more.
    await aliceFollows.ended;
    await post(bob, board.id, 'after Alice left');
    await eventually(() => expect(bobFollows.bodies()).toContain('after Alice left'));
    expect(aliceFollows.bodies()).toEqual(['Alice joins', 'Bob joins']);
  });

  it('resolves every event with fresh loaders: a board renamed between two posts shows its new title', async () => {
    const board = await boards().createBoard('Old title', [alice.id]);
    const follows = await follow(alice, board);
    await post(alice, board.id, 'one');
    await eventually(() => expect(follows.bodies()).toContain('one'));
    await app.services.db.query(`UPDATE test_boards SET title = 'New title' WHERE id = $1`, [
      board.id,
    ]);
    await post(alice, board.id, 'two');
    await eventually(() => expect(follows.bodies()).toContain('two'));
    expect(follows.received.map((value) => value.data?.testBoardPostAdded?.boardTitle)).toEqual([
      'Old title',
      'Old title',
      'New title',
    ]);
  });

  it('stops at the next event once the token is revoked: the socket closes with 4403', async () => {
    const board = await boards().createBoard('Revoked', [alice.id, bob.id]);
    const bobFollows = await follow(bob, board);
    // What a password change or a sign-out everywhere does: every earlier token stops holding.
    await app.services.db.query(
      `UPDATE users SET token_version = token_version + 1 WHERE id = $1`,
      [bob.id],
    );
    await post(alice, board.id, 'after the revocation');
    await bobFollows.ended;
    await eventually(() => expect(bobFollows.closeCode()).toBe(4403));
    expect(bobFollows.bodies()).toEqual(['Bob joins']);
  });

  it('ends with FORBIDDEN at the next event once the subscriber may no longer read the board', async () => {
    const carol = await createAccount(app.services, { name: 'Carol' });
    const board = await boards().createBoard('Removed', [alice.id, carol.id]);
    const carolFollows = await follow(carol, board);
    await app.services.db.query(
      `DELETE FROM test_board_members WHERE board_id = $1 AND user_id = $2`,
      [board.id, carol.id],
    );
    await post(alice, board.id, 'after Carol was removed');
    await carolFollows.ended;
    expect(carolFollows.bodies()).toEqual(['Carol joins', 'error']);
    expect(carolFollows.received[1].errors).toEqual([
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    ]);
    expect(carolFollows.closeCode()).toBeUndefined();
  });

  it('catches up after the listening connection is killed: nothing missed, nothing twice', async () => {
    const board = await boards().createBoard('Outage', [alice.id]);
    const follows = await follow(alice, board);
    await post(alice, board.id, 'before');
    await eventually(() => expect(follows.bodies()).toContain('before'));
    const listening = `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'flowvault-realtime'`;
    await app.services.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'flowvault-realtime'`,
    );
    // Gone: what is posted now is announced to no one in this process.
    await eventually(async () => {
      const [{ n }] = await app.services.db.query<{ n: number }>(listening);
      expect(n).toBe(0);
    });
    await post(alice, board.id, 'while down 1');
    await post(alice, board.id, 'while down 2');
    await eventually(() =>
      expect(follows.bodies()).toEqual(['Alice joins', 'before', 'while down 1', 'while down 2']),
    );
    await post(alice, board.id, 'after');
    // A subscription delivers in order: a second copy of any post would come before 'last'.
    await post(alice, board.id, 'last');
    await eventually(() =>
      expect(follows.bodies()).toEqual([
        'Alice joins',
        'before',
        'while down 1',
        'while down 2',
        'after',
        'last',
      ]),
    );
  });

  it('serves a bare `topics` subscription from the same pub-sub: the ids as they are published', async () => {
    const board = await boards().createBoard('Topics', [alice.id]);
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: alice.headers.authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    const ids: string[] = [];
    client.subscribe(
      { query: `subscription { testBoardPostIds(boardId: "${board.id}") }` },
      {
        next: (value) =>
          void ids.push((value.data as { testBoardPostIds: string }).testBoardPostIds),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // No catch-up here: post until the LISTEN is in place, then every post arrives.
    const posted: string[] = [];
    await eventually(async () => {
      posted.push((await post(alice, board.id, 'ping')).id);
      expect(ids.length).toBeGreaterThan(0);
    });
    const last = await post(alice, board.id, 'last');
    await eventually(() => expect(ids).toContain(last.id));
    expect(ids.every((id) => [...posted, last.id].includes(id))).toBe(true);
  });
});
