import { SearchParser, type ParsedWord } from '../search-index/search-parser';

/** A stand-in for PostgreSQL's word parsing that records which words it was asked for. */
function fakeDatabase(): { asked: string[]; parseWord(word: string): Promise<ParsedWord> } {
  const asked: string[] = [];
  return {
    asked,
    async parseWord(word) {
      asked.push(word);
      if (word === 'the') return { query: `'the':*`, exact: null };
      return { query: `'${word}':* | 'x${word}'`, exact: `'${word}'` };
    },
  };
}

describe('SearchParser', () => {
  it('ANDs the words of a search, each with its own alternatives', async () => {
    const parser = new SearchParser(fakeDatabase());
    const parsed = await parser.parse('1', 'Slack email');
    expect(parsed.query).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'slack', prefix: true },
        right: { kind: 'lexeme', lexeme: 'xslack', prefix: false },
      },
      right: {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'email', prefix: true },
        right: { kind: 'lexeme', lexeme: 'xemail', prefix: false },
      },
    });
    expect(parsed.exact).toEqual({
      kind: 'and',
      left: { kind: 'lexeme', lexeme: 'slack', prefix: false },
      right: { kind: 'lexeme', lexeme: 'email', prefix: false },
    });
  });

  it('leaves stop words out of the exact query, and has none when every word is one', async () => {
    const parser = new SearchParser(fakeDatabase());
    const withStopWord = await parser.parse('1', 'the slack');
    expect(withStopWord.exact).toEqual({ kind: 'lexeme', lexeme: 'slack', prefix: false });
    expect((await parser.parse('1', 'the')).exact).toBeUndefined();
    expect(await parser.parse('1', ' -- ')).toEqual({});
  });

  it('asks the database once per word and content version, whatever the other words', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await parser.parse('1', 'slack');
    await parser.parse('1', 'slack email');
    await parser.parse('1', 'EMAIL slack');
    expect(database.asked).toEqual(['slack', 'email']);
  });

  it('asks again once the catalogue content version changed (the lexicon may have)', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await parser.parse('1', 'slack');
    await parser.parse('2', 'slack');
    await parser.parse('2', 'slack');
    expect(database.asked).toEqual(['slack', 'slack']);
  });

  it('asks once for a word searched by several requests at the same time', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await Promise.all([parser.parse('1', 'gmail'), parser.parse('1', 'gmail sheets')]);
    expect(database.asked).toEqual(['gmail', 'sheets']);
  });
});
