import { sharedReads } from '../shared-reads';

/** A read that records the keys of each call and answers the ones in `rows`. */
function recordingRead(rows: Record<string, string>) {
  const calls: string[][] = [];
  const read = async (keys: readonly string[]) => {
    calls.push([...keys]);
    return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]]));
  };
  return { calls, read };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedReads', () => {
  it('answers every caller of one turn from one read of the distinct keys', async () => {
    const { calls, read } = recordingRead({ a: 'A', b: 'B' });
    const load = sharedReads(read, (key: string) => key);
    // Callers reached after further promise jobs in the same turn join the same read.
    const later = Promise.resolve()
      .then(() => undefined)
      .then(() => load('b'));
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing'), later]);
    expect(answers).toEqual(['A', 'B', 'A', undefined, 'B']);
    expect(calls).toEqual([['a', 'b', 'missing']]);
  });

  it('keeps nothing: a later turn reads again and sees what changed', async () => {
    const rows: Record<string, string> = { a: 'old' };
    const { calls, read } = recordingRead(rows);
    const load = sharedReads(read, (key: string) => key);
    expect(await load('a')).toBe('old');
    rows.a = 'new';
    await nextTurn();
    expect(await load('a')).toBe('new');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('fails every caller of the turn with the read’s own error, and the next turn reads again', async () => {
    const outage = new Error('connection refused');
    let failing = true;
    const load = sharedReads(
      async (keys: readonly string[]) => {
        if (failing) throw outage;
        return new Map(keys.map((key) => [key, key.toUpperCase()]));
      },
      (key: string) => key,
    );
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: outage },
      { status: 'rejected', reason: outage },
    ]);
    failing = false;
    await expect(load('a')).resolves.toBe('A');
  });

  it('matches keys by keyOf, so equal pairs made apart share one read', async () => {
    const calls: Array<readonly { id: string }[]> = [];
    const load = sharedReads(
      async (keys: readonly { id: string }[]) => {
        calls.push(keys);
        return new Map(keys.map((key) => [key.id.toLowerCase(), key.id.length]));
      },
      (key: { id: string }) => key.id.toLowerCase(),
    );
    expect(await Promise.all([load({ id: 'Ab' }), load({ id: 'aB' }), load({ id: 'c' })])).toEqual([
      2, 2, 1,
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].map((key) => key.id.toLowerCase())).toEqual(['ab', 'c']);
  });
});
