import { NoSchemaIntrospectionCustomRule, type ParseOptions, type ValidationRule } from 'graphql';
import { OperationLimitsRule, PARSE_OPTIONS } from './operation-limits';
import { KnownOperationTypeRule } from './operation-type-rule';

/**
 * How every GraphQL operation is admitted, whichever path it came by: Apollo over HTTP and
 * graphql-ws read this one object, so a limit or a production setting cannot hold on one path
 * and not the other.
 */
export interface RequestPolicy {
  /** Given to graphql-js `parse`: the size and token budget. */
  parseOptions: ParseOptions;
  /**
   * Run after graphql-js's `specifiedRules`: only operation types the schema has, the operation
   * limits, and no introspection in production.
   */
  validationRules: ValidationRule[];
  /** Production: no "Did you mean ...?" naming schema fields, types or enum values to a stranger. */
  hideSchemaDetails: boolean;
}

export function requestPolicy({ isProduction }: { isProduction: boolean }): RequestPolicy {
  return {
    parseOptions: PARSE_OPTIONS,
    // The SDL is published in the repository (schema/schema.graphql); a production server does
    // not answer __schema or __type.
    validationRules: isProduction
      ? [KnownOperationTypeRule, OperationLimitsRule, NoSchemaIntrospectionCustomRule]
      : [KnownOperationTypeRule, OperationLimitsRule],
    hideSchemaDetails: isProduction,
  };
}
