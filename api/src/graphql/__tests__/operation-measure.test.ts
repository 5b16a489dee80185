import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { WORKFLOW_FIELD_COST } from '../operation-limits';
import { createOperationMeasurer, VARIABLE_LIMIT } from '../operation-measure';
import { getSchema } from '../schema';
import { FAN_OUT_BOUND_MS, fragmentFanOut } from './hostile-operations';

const schema = getSchema();

/** The measure of a document's first operation. */
function measure(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return createOperationMeasurer(schema, document)(operation!);
}

describe('measuring an operation', () => {
  // Expanded, 2^30 fields would take minutes; the test's timeout is the bound (see limits.test).
  it(
    'measures each fragment once: a fan-out of 2^30 fields is measured without expanding it',
    () => {
      const result = measure(fragmentFanOut(30));
      expect(result).toEqual({ depth: 2, fields: 2 ** 30 + 1, aliases: 0, cost: 2 ** 30 + 1 });
    },
    FAN_OUT_BOUND_MS,
  );

  it('counts depth through fragments and inline fragments', () => {
    const result = measure(`
      { templates { templates { ...Related } } }
      fragment Related on Template { relatedTemplates { ... on Template { relatedTemplates { id } } } }
    `);
    expect(result.depth).toBe(5);
  });

  it('ends on a fragment that spreads itself, counting the cycle as empty', () => {
    const result = measure(`
      { categories { ...A } }
      fragment A on Category { name ...B }
      fragment B on Category { count ...A }
    `);
    expect(result).toEqual({ depth: 2, fields: 3, aliases: 0, cost: 3 });
  });

  it('counts every root field and every alias', () => {
    const result = measure(`{
      a: categories { name }
      b: categories { name }
      c: integrations(limit: 1) { name }
    }`);
    expect(result.aliases).toBe(3);
    expect(result.cost).toBe(2 + 2 + 2);
  });

  it('multiplies a selection by its limit as written, by default, or at most when a variable', () => {
    expect(measure('{ integrations(limit: 10) { name count } }').cost).toBe(1 + 10 * 2);
    expect(measure('{ integrations { name count } }').cost).toBe(1 + 30 * 2);
    expect(measure('query($n: Int!) { integrations(limit: $n) { name count } }').cost).toBe(
      1 + VARIABLE_LIMIT * 2,
    );
    expect(measure(`{ templates(limit: 5) { templates { relatedTemplates { id } } } }`).cost).toBe(
      1 + 5 * (1 + 1 * (1 + 4 * 1)),
    );
  });

  it("prices the admin's expert applications by their page's limit", () => {
    const page = '{ items { id fullName } pagination { totalItems } }';
    expect(measure(`{ expertApplications(limit: 100) ${page} }`).cost).toBe(1 + 100 * (3 + 2));
    expect(measure(`{ expertApplications ${page} }`).cost).toBe(1 + 20 * (3 + 2));
  });

  it('counts a list without a limit once', () => {
    expect(measure('{ categories { name count } }').cost).toBe(3);
  });

  it('counts a field that reads a whole workflow at its cost extension', () => {
    expect(measure('{ template(id: "x") { workflow nodeTypes { type } } }').cost).toBe(
      1 + (WORKFLOW_FIELD_COST + (WORKFLOW_FIELD_COST + 1)),
    );
  });
});
