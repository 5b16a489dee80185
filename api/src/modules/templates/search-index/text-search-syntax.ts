/**
 * Readers for PostgreSQL's text output of `tsvector` and `tsquery`. PostgreSQL stays the one
 * place that tokenises and stems (the `english` configuration, the typo lexicon): the in-process
 * index only reads what it produced, so both always agree on what a word is.
 */

/** Weights of the D, C, B and A labels: the `ts_rank_cd` weights the SQL ranking used. */
const LABEL_WEIGHTS: Record<string, number> = { A: 1.0, B: 0.25, C: 0.1, D: 0.02 };

/** One lexeme of a document and its weight: the sum of the weights of its positions. */
export interface WeightedLexeme {
  lexeme: string;
  weight: number;
}

/**
 * Reads `'email':4A,33C 'flag':32C`. A lexeme's weight is what `ts_rank_cd` gives it alone: each
 * position counts its label's weight (a name word 1.0, a keyword 0.25, a description word 0.1).
 */
export function readTsvector(text: string): WeightedLexeme[] {
  const lexemes: WeightedLexeme[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") {
      at += 1;
      continue;
    }
    const [lexeme, end] = readQuoted(text, at);
    at = end;
    let weight = 0;
    if (text[at] === ':') {
      at += 1;
      while (at < text.length && text[at] !== ' ') {
        const char = text[at];
        if (char === ',') weight += LABEL_WEIGHTS.D;
        else if (char in LABEL_WEIGHTS) weight += LABEL_WEIGHTS[char] - LABEL_WEIGHTS.D;
        at += 1;
      }
      weight += LABEL_WEIGHTS.D;
    } else {
      weight = LABEL_WEIGHTS.D;
    }
    lexemes.push({ lexeme, weight });
  }
  return lexemes;
}

/** A parsed tsquery: lexemes (whole or prefix) combined with AND, OR and NOT. */
export type QueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'not'; operand: QueryNode };

/**
 * Reads `( 'telegram':* | 'telegarm':* ) & 'bot':*`. A phrase (`<->`, `<N>`) is read as AND: the
 * index keeps no positions, and the search never builds phrases from separate words.
 */
export function readTsquery(text: string): QueryNode | undefined {
  const tokens = tokenize(text);
  let next = 0;
  const peek = () => tokens[next];
  const or = (): QueryNode => {
    let node = and();
    while (peek() === '|') {
      next += 1;
      node = { kind: 'or', left: node, right: and() };
    }
    return node;
  };
  const and = (): QueryNode => {
    let node = unary();
    while (peek() === '&' || peek() === '<->') {
      next += 1;
      node = { kind: 'and', left: node, right: unary() };
    }
    return node;
  };
  const unary = (): QueryNode => {
    const token = tokens[next++];
    if (token === '!') return { kind: 'not', operand: unary() };
    if (token === '(') {
      const node = or();
      next += 1; // ')'
      return node;
    }
    if (typeof token === 'object') return token;
    throw new Error(`unexpected ${String(token)} in tsquery ${text}`);
  };
  if (tokens.length === 0) return undefined;
  return or();
}

type Token = '&' | '|' | '!' | '(' | ')' | '<->' | QueryNode;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === "'") {
      const [lexeme, end] = readQuoted(text, at);
      at = end;
      let prefix = false;
      if (text[at] === ':') {
        at += 1;
        while (at < text.length && /[*A-D]/.test(text[at])) {
          if (text[at] === '*') prefix = true;
          at += 1;
        }
      }
      tokens.push({ kind: 'lexeme', lexeme, prefix });
    } else if (char === '<') {
      at = text.indexOf('>', at) + 1;
      tokens.push('<->');
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push(char);
      at += 1;
    } else {
      at += 1;
    }
  }
  return tokens;
}

/** A single-quoted lexeme starting at `start`: `''` is a quote, a backslash escapes. */
function readQuoted(text: string, start: number): [string, number] {
  let at = start + 1;
  let value = '';
  while (at < text.length) {
    const char = text[at];
    if (char === '\\') {
      value += text[at + 1] ?? '';
      at += 2;
    } else if (char === "'") {
      if (text[at + 1] === "'") {
        value += "'";
        at += 2;
      } else {
        return [value, at + 1];
      }
    } else {
      value += char;
      at += 1;
    }
  }
  return [value, at];
}
