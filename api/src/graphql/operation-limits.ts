import { GraphQLError, type ParseOptions, type ValidationRule } from 'graphql';
import { createOperationMeasurer, type OperationMeasure } from './operation-measure';

/**
 * The limits every GraphQL operation is held to, over HTTP and over graphql-ws alike. Every
 * operation of the web app passes with room to spare (the limits test sends them all): at most
 * 87 tokens, 752 characters, depth 4, 41 fields, 1 alias, and a cost of 2,301 for a page of 100.
 */
export const OPERATION_LIMITS = {
  /** Characters of a document: a longer one is refused before it is parsed. */
  characters: 20_000,
  /** Lexical tokens of a document: parsing stops at the first one past it. */
  tokens: 1_000,
  /**
   * Deepest nesting of fields, fragments expanded. The full introspection query (depth 15) is
   * refused: tools read the committed schema/schema.graphql.
   */
  depth: 12,
  /** Fields selected, fragments expanded at each spread. */
  fields: 500,
  /** Aliased fields: an alias runs a resolver once more, so it is a multiplier. */
  aliases: 20,
  /**
   * Every field 1 (a workflow WORKFLOW_FIELD_COST), each multiplied by the `limit` of the lists it
   * is in (VARIABLE_LIMIT).
   */
  cost: 5_000,
} as const;

/**
 * What a field that reads a whole workflow counts in the cost (`workflow`, and `nodeTypes`, which
 * loads it): a workflow is 6 KB of JSON at the median and up to 180 KB, where a template's other
 * fields are under 1 KB. Counted as 1, a 95-byte query asking for the workflows of 20 related
 * templates of each of 100 answered 20 MB, and twenty of them at once held 3 GB; at 20, a page of
 * 100 workflows still passes and about 250 workflows is the most one operation reads.
 */
export const WORKFLOW_FIELD_COST = 20;

/** The code of every refusal for size, on either path. */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** Given to graphql-js `parse` on both paths: a document over budget costs no more than reading it. */
export const PARSE_OPTIONS: ParseOptions = {
  maxSourceLength: OPERATION_LIMITS.characters,
  maxLexicalTokens: OPERATION_LIMITS.tokens,
};

/**
 * A validation rule refusing each operation of a document that goes past a limit, with
 * QUERY_TOO_COMPLEX and a message naming the measure and the limit. It runs with graphql-js's
 * own rules, so no resolver (and no SQL) runs for a refused operation.
 */
export const OperationLimitsRule: ValidationRule = (context) => {
  const measure = createOperationMeasurer(context.getSchema(), context.getDocument());
  return {
    OperationDefinition(operation) {
      for (const message of overLimits(measure(operation))) {
        context.reportError(
          new GraphQLError(message, { nodes: operation, extensions: { code: QUERY_TOO_COMPLEX } }),
        );
      }
      return false;
    },
  };
};

/** What a measured operation goes past, one sentence each. */
export function overLimits({ depth, fields, aliases, cost }: OperationMeasure): string[] {
  const limits = OPERATION_LIMITS;
  const problems: string[] = [];
  if (depth > limits.depth) {
    problems.push(`Query is too deep: ${count(depth)} levels, at most ${limits.depth}`);
  }
  if (fields > limits.fields) {
    problems.push(`Query selects too many fields: ${count(fields)}, at most ${limits.fields}`);
  }
  if (aliases > limits.aliases) {
    problems.push(`Query has too many aliases: ${count(aliases)}, at most ${limits.aliases}`);
  }
  if (cost > limits.cost) {
    problems.push(
      `Query is too costly: ${count(cost)}, at most ${limits.cost} ` +
        `(each field counts 1, a workflow ${WORKFLOW_FIELD_COST}, ` +
        'times the limit of every list it is in)',
    );
  }
  return problems;
}

/**
 * The client-facing sentence for a document that graphql-js `parse` stopped reading because of
 * PARSE_OPTIONS, or undefined for any other syntax error. graphql-js words these refusals as
 * syntax errors; the limits test pins the wording this matches.
 */
export function parseBudgetMessage(message: string): string | undefined {
  if (/Document contains more th[ae]t? \d+ tokens/.test(message)) {
    return `Query is too large: more than ${OPERATION_LIMITS.tokens} tokens`;
  }
  if (/Source contains more than \d+ UTF-16 code units/.test(message)) {
    return `Query is too large: more than ${OPERATION_LIMITS.characters} characters`;
  }
  return undefined;
}

/** Huge measures (a fragment fan-out is 2^levels fields) read better in exponent form. */
function count(value: number): string {
  return value < 1e12 ? String(value) : value.toExponential(2);
}
