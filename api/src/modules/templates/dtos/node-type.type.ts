import { Field, ObjectType, registerEnumType } from 'type-graphql';
import {
  NODE_ICON_KEYS,
  NODE_KINDS,
  type NodeIconKey,
  type NodeKind,
  type NodeTypeInfo,
} from '../../../n8n-nodes';
import { enumOf } from '../../../graphql/shared-types';

export const NodeKindEnum = enumOf(NODE_KINDS);
export const NodeIconEnum = enumOf(NODE_ICON_KEYS);

registerEnumType(NodeKindEnum, {
  name: 'NodeKind',
  description:
    'What part a node plays: a sticky note (a comment, not a step), a trigger, an AI sub-node ' +
    '(plugged into an AI node) or an action.',
});
registerEnumType(NodeIconEnum, {
  name: 'NodeIcon',
  description: 'The icon a node is drawn with, chosen by keywords in its type.',
});

@ObjectType('NodeType', {
  description: 'How to name, draw and count one n8n node type; every client reads it from here.',
})
export class NodeTypeObject implements NodeTypeInfo {
  @Field({ description: 'The n8n node type, e.g. n8n-nodes-base.googleSheets.' })
  type: string;

  @Field({ description: "The name n8n's editor shows, e.g. Google Sheets." })
  displayName: string;

  @Field(() => NodeKindEnum)
  kind: NodeKind;

  @Field({ description: 'A raw HTTP or GraphQL request the author configures by hand.' })
  apiCall: boolean;

  @Field(() => NodeIconEnum)
  icon: NodeIconKey;
}
