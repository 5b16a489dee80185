/**
 * Checks every input gets before any field rule, whatever class describes it: things no rule of
 * a class would think to refuse, yet which break the layers beneath.
 *
 * - A NUL character: PostgreSQL `text` and `jsonb` cannot hold one, so the query fails.
 * - A lone UTF-16 surrogate (only JSON's `\ud800` can write one): not text at all; `jsonb`
 *   refuses it and `text` would silently store U+FFFD instead.
 * - Nesting deeper than any input has: class-transformer recurses once per level and runs out of
 *   stack a few thousand levels down, well inside a 1 MB body.
 * - A key named `constructor` in a nested object: class-transformer looks up every nested
 *   object's class through `value.constructor`, and an own key of that name (JSON can write one)
 *   makes it throw. It is also the classic prototype-pollution key: nothing here needs it.
 * - A key named `__proto__` in a nested object, refused like `constructor`: JSON.parse makes it
 *   an own key, but copying it onto another object (`copy[key] = value`) replaces that object's
 *   prototype with the client's object, whose properties then read as its own. At the top it is
 *   a parameter no input declares, dropped as such by `checkInput` (a query string may carry it).
 */

/** Deepest nesting an input may have; generous for workflow JSON, far below the stack's limit. */
export const MAX_INPUT_DEPTH = 64;

export const UNSAFE_INPUT = {
  nul: 'must not contain a NUL character',
  surrogate: 'must be valid Unicode text (it holds a lone surrogate)',
  depth: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
  constructorKey: 'must not hold a key named "constructor"',
  protoKey: 'must not hold a key named "__proto__"',
} as const;

const UNSAFE_CHARACTER = /\0|\p{Cs}/u;

/** What is wrong with a key of a nested object, if anything. */
function unsafeKey(key: string): string | undefined {
  if (key === 'constructor') return UNSAFE_INPUT.constructorKey;
  return key === '__proto__' ? UNSAFE_INPUT.protoKey : unsafeText(key);
}

/** What is wrong with one string, if anything. */
export function unsafeText(text: string): string | undefined {
  const found = UNSAFE_CHARACTER.exec(text);
  if (!found) return undefined;
  return found[0] === '\0' ? UNSAFE_INPUT.nul : UNSAFE_INPUT.surrogate;
}

/** A property of an input holding something unsafe, and where: `filter` at `filter.search`. */
export interface UnsafeValue {
  property: string;
  field: string;
  problem: string;
}

/**
 * Each top-level property of `input` holding an unsafe string (as a value or a key, at any
 * depth), a nested `constructor` or `__proto__` key, or nesting too deep, with the first problem found in it.
 * Walked without recursion, so any depth is measured safely.
 */
export function unsafeInput(input: object): UnsafeValue[] {
  const found: UnsafeValue[] = [];
  for (const [property, value] of Object.entries(input)) {
    const keyProblem = unsafeText(property);
    const [field, problem] = keyProblem
      ? [property, keyProblem]
      : (firstProblem(property, value) ?? []);
    if (field && problem) found.push({ property, field, problem });
  }
  return found;
}

/** The fields of unsafe values with their problems, as a validation error names them. */
export function unsafeFields(found: readonly UnsafeValue[]): Record<string, string> {
  return Object.fromEntries(found.map(({ field, problem }) => [field, problem]));
}

function firstProblem(path: string, value: unknown): [string, string] | undefined {
  const pending: Array<[string, unknown, number]> = [[path, value, 1]];
  while (pending.length > 0) {
    const [at, item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = unsafeText(item);
      if (problem) return [at, problem];
    } else if (typeof item === 'object' && item !== null) {
      if (depth > MAX_INPUT_DEPTH) return [path, UNSAFE_INPUT.depth];
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => unsafeKey(key));
      if (badKey) return [at, unsafeKey(badKey[0])!];
      // Last first onto the stack, so problems are found in the order they were written.
      for (let i = entries.length - 1; i >= 0; i--) {
        pending.push([`${at}.${entries[i][0]}`, entries[i][1], depth + 1]);
      }
    }
  }
  return undefined;
}
