import { readTsvector } from './text-search-syntax';

/** The inverted index: lexemes in code-unit order (prefixes are ranges), postings in CSR form. */
export interface Postings {
  lexemes: string[];
  /** Lexeme `l` has postings `start[l]` to `start[l + 1] - 1`. */
  start: Int32Array;
  /** Template numbers, ascending within each lexeme. */
  docs: Int32Array;
  /** The weight `ts_rank_cd` gives the lexeme in that template. */
  weights: Float32Array;
}

/**
 * Gathers (lexeme, template, weight) from the templates' tsvectors, then lays them out by lexeme.
 * Templates must be added in ascending template number, so that every posting list comes out
 * ascending. Reading the tsvectors is most of an index build: gathering in slices lets the
 * build hand the event loop back between them.
 */
export class PostingsBuilder {
  private readonly lexemeIds = new Map<string, number>();
  private docOf = new Int32Array(1 << 16);
  private lexemeOf = new Int32Array(1 << 16);
  private weightOf = new Float32Array(1 << 16);
  private count = 0;

  add(doc: number, vector: string): void {
    for (const { lexeme, weight } of readTsvector(vector)) {
      let id = this.lexemeIds.get(lexeme);
      if (id === undefined) this.lexemeIds.set(lexeme, (id = this.lexemeIds.size));
      if (this.count === this.docOf.length) {
        this.docOf = grow(this.docOf);
        this.lexemeOf = grow(this.lexemeOf);
        this.weightOf = grow(this.weightOf);
      }
      this.docOf[this.count] = doc;
      this.lexemeOf[this.count] = id;
      this.weightOf[this.count] = weight;
      this.count += 1;
    }
  }

  finish(): Postings {
    const { lexemeIds, count, docOf, lexemeOf, weightOf } = this;
    const lexemes = [...lexemeIds.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const sortedId = new Int32Array(lexemeIds.size);
    lexemes.forEach((lexeme, index) => (sortedId[lexemeIds.get(lexeme) as number] = index));
    const start = new Int32Array(lexemes.length + 1);
    for (let i = 0; i < count; i++) start[sortedId[lexemeOf[i]] + 1] += 1;
    for (let i = 0; i < lexemes.length; i++) start[i + 1] += start[i];
    const fill = start.slice(0, -1);
    const docs = new Int32Array(count);
    const weights = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const at = fill[sortedId[lexemeOf[i]]]++;
      docs[at] = docOf[i];
      weights[at] = weightOf[i];
    }
    return { lexemes, start, docs, weights };
  }
}

function grow<A extends Int32Array | Float32Array>(array: A): A {
  const bigger = new (array.constructor as new (length: number) => A)(array.length * 2);
  bigger.set(array);
  return bigger;
}
