/**
 * Node types as the API describes them, for web tests. GraphQL's `Template.nodeTypes` is
 * answered by the API's n8n-nodes module; reading fixtures through the same module means a web
 * test sees exactly what the API would send, and fails when the two stop agreeing.
 */
import { describeNodeType, describeWorkflowNodeTypes } from '../../api/src/n8n-nodes';
import { makeFragmentData } from '../src/gql/fragment-masking';
import { NodeTypeLookup_NodeTypeFragmentDoc } from '../src/gql/graphql';
import type { NodeTypeLookup, NodeTypeRefs } from '../src/features/workflow/node-type-lookup';

/** What the API says about any one node type. */
export const apiNodeType: NodeTypeLookup = describeNodeType;

/** `Template.nodeTypes` as the API answers it for this workflow JSON. */
export function apiNodeTypes(workflow: { nodes?: unknown }): Array<NodeTypeRefs[number]> {
  return describeWorkflowNodeTypes(workflow).map((info) =>
    makeFragmentData({ __typename: 'NodeType', ...info }, NodeTypeLookup_NodeTypeFragmentDoc),
  );
}
