import { SearchParser, type LexemeCatalogue, type ParsedWord } from '../search-index/search-parser';
import type { QueryNode } from '../search-index/text-search-syntax';

/** A catalogue in which only the words listed match as typed. */
function catalogueOf(...known: string[]): LexemeCatalogue {
  const leaves = (node: QueryNode): string[] =>
    node.kind === 'lexeme'
      ? [node.lexeme]
      : node.kind === 'not'
        ? leaves(node.operand)
        : [...leaves(node.left), ...leaves(node.right)];
  return {
    matchesAny: (node) => leaves(node).some((lexeme) => known.includes(lexeme)),
    integrationsNamed: () => [],
  };
}
const EVERYTHING: LexemeCatalogue = { matchesAny: () => true, integrationsNamed: () => [] };

/** A stand-in for PostgreSQL's word parsing that records which words it was asked for. */
function fakeDatabase(): { asked: string[]; parseWord(word: string): Promise<ParsedWord> } {
  const asked: string[] = [];
  return {
    asked,
    async parseWord(word) {
      asked.push(word);
      if (word === 'the') return { typed: `'the':*`, widened: null, exact: null };
      return {
        typed: `'${word}':* | 'x${word}'`,
        widened: `'${word}':* | 'x${word}' | 'near${word}'`,
        exact: `'${word}'`,
      };
    },
  };
}

describe('SearchParser', () => {
  it('gives each word of a search its own alternatives, in the order typed', async () => {
    const parser = new SearchParser(fakeDatabase());
    const parsed = await parser.parse('1', 'Slack email', EVERYTHING);
    expect(parsed.words).toEqual([
      {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'slack', prefix: true },
        right: { kind: 'lexeme', lexeme: 'xslack', prefix: false },
      },
      {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'email', prefix: true },
        right: { kind: 'lexeme', lexeme: 'xemail', prefix: false },
      },
    ]);
    // The words as typed, all of them: a template that has them all ranks twice as high.
    expect(parsed.exact).toEqual({
      kind: 'and',
      left: { kind: 'lexeme', lexeme: 'slack', prefix: false },
      right: { kind: 'lexeme', lexeme: 'email', prefix: false },
    });
  });

  it('leaves stop words out of the search, and says so when every word is one', async () => {
    const parser = new SearchParser(fakeDatabase());
    const withStopWord = await parser.parse('1', 'the slack', EVERYTHING);
    expect(withStopWord).toEqual(await parser.parse('1', 'slack', EVERYTHING));
    expect(withStopWord.exact).toEqual({ kind: 'lexeme', lexeme: 'slack', prefix: false });
    expect(await parser.parse('1', 'the', EVERYTHING)).toEqual({ stopWordsOnly: true });
    expect(await parser.parse('1', 'The THE', EVERYTHING)).toEqual({ stopWordsOnly: true });
    expect(await parser.parse('1', ' -- ', EVERYTHING)).toEqual({});
  });

  it('widens a word with its typo corrections only when nothing matches it as typed', async () => {
    const parser = new SearchParser(fakeDatabase());
    const parsed = await parser.parse('1', 'slack emial', catalogueOf('slack'));
    expect(parsed.words).toEqual([
      {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'slack', prefix: true },
        right: { kind: 'lexeme', lexeme: 'xslack', prefix: false },
      },
      {
        kind: 'or',
        left: {
          kind: 'or',
          left: { kind: 'lexeme', lexeme: 'emial', prefix: true },
          right: { kind: 'lexeme', lexeme: 'xemial', prefix: false },
        },
        right: { kind: 'lexeme', lexeme: 'nearemial', prefix: false },
      },
    ]);
  });

  it('asks the database once per word and content version, whatever the other words', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await parser.parse('1', 'slack', EVERYTHING);
    await parser.parse('1', 'slack email', EVERYTHING);
    await parser.parse('1', 'EMAIL slack', EVERYTHING);
    expect(database.asked).toEqual(['slack', 'email']);
  });

  it('asks again once the catalogue content version changed (the lexicon may have)', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await parser.parse('1', 'slack', EVERYTHING);
    await parser.parse('2', 'slack', EVERYTHING);
    await parser.parse('2', 'slack', EVERYTHING);
    expect(database.asked).toEqual(['slack', 'slack']);
  });

  it('asks once for a word searched by several requests at the same time', async () => {
    const database = fakeDatabase();
    const parser = new SearchParser(database);
    await Promise.all([
      parser.parse('1', 'gmail', EVERYTHING),
      parser.parse('1', 'gmail sheets', EVERYTHING),
    ]);
    expect(database.asked).toEqual(['gmail', 'sheets']);
  });
});
