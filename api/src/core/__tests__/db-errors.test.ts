import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from '../db-errors';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot be reached', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET', 'read ECONNRESET')],
    ['admin_shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown', pgError('57P02')],
    ['cannot_connect_now', pgError('57P03', 'the database system is starting up')],
    ['database_dropped', pgError('57P04')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    [
      'a pool that gives no connection in time',
      new Error('timeout exceeded when trying to connect'),
    ],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'a statement on a runner TypeORM released when its connection failed',
      new QueryRunnerAlreadyReleasedError(),
    ],
    [
      "TypeORM's wrapping of any of them",
      new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection')),
    ],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['text PostgreSQL cannot store', pgError('22021')],
    ['a cancelled statement', pgError('57014', 'canceling statement due to user request')],
    ['a serialization failure', pgError('40001')],
    ['a wrapped syntax error', new QueryFailedError('SELEC 1', [], pgError('42601'))],
    ['an error of ours', new Error('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
