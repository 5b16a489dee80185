/**
 * Everything FlowVault knows about n8n node types, in one place: parsing a type, its display
 * name, the service (integration) it talks to, its kind and its icon key. The ingest rules, the
 * documentation provider, the n8n library API and (through GraphQL) the web all read it.
 */
export { nodeDisplayName } from './display-name';
export { NODE_ICON_KEYS, nodeIconKey, type NodeIconKey } from './icon-key';
export {
  isAiSubNode,
  isApiCall,
  isCoreNode,
  isEventTrigger,
  isManualTrigger,
  isScheduleTrigger,
  isTrigger,
  listensOnWebhook,
  NODE_KINDS,
  nodeKind,
  runsCode,
  type NodeKind,
} from './node-kind';
export {
  BASE_PACKAGE,
  LANGCHAIN_PACKAGE,
  STICKY_NOTE_TYPE,
  isBaseType,
  isLangchainType,
  isStickyNote,
  parseNodeType,
  shortType,
  type ParsedNodeType,
} from './node-type';
export { hasTrait } from './node-type-table';
export { serviceKey, serviceName } from './service';
export { describeNodeType, describeWorkflowNodeTypes, type NodeTypeInfo } from './node-type-info';
export { N8N_DOCS_BASE, nodeDocumentationUrl } from './documentation-url';
export { N8N_1X_VERSION, n8n1xNodeType, type N8n1xNodeType } from './n8n-1x';
