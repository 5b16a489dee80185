import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import {
  NodeTypeLookup_NodeTypeFragmentDoc,
  type NodeTypeLookup_NodeTypeFragment,
} from '../../gql/graphql';

/** What the API says about one node type: its name, its kind and its icon. */
export type NodeTypeFacts = Omit<NodeTypeLookup_NodeTypeFragment, ' $fragmentName'>;

/** `Template.nodeTypes` as a query returns it (masked to the `NodeTypeLookup_nodeType` fragment). */
export type NodeTypeRefs = ReadonlyArray<FragmentType<typeof NodeTypeLookup_NodeTypeFragmentDoc>>;

/** The facts of any node type of the workflow being shown. */
export type NodeTypeLookup = (type: string) => NodeTypeFacts;

/**
 * A lookup over the node types the API sent with a template. The API describes every type of the
 * workflow, so a miss only happens with inconsistent data; it then shows the raw type as a plain
 * action step rather than guessing a name.
 */
export function nodeTypeLookup(refs: NodeTypeRefs): NodeTypeLookup {
  const facts = getFragmentData(NodeTypeLookup_NodeTypeFragmentDoc, refs);
  const byType = new Map(facts.map((fact) => [fact.type, fact]));
  return (type) =>
    byType.get(type) ?? {
      type,
      displayName: type || 'Unknown node',
      kind: 'action',
      apiCall: false,
      icon: 'node',
    };
}
