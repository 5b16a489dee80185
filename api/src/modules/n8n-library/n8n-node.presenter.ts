import { categoryId } from '../templates/categories';
import { nodeDisplayName } from './node-display-name';
import type { N8nCategory, N8nTemplateNode } from './n8n-library.types';

const STICKY_NOTE = 'n8n-nodes-base.stickyNote';
const LANGCHAIN_PACKAGE = '@n8n/n8n-nodes-langchain.';
const BASE_PACKAGE = 'n8n-nodes-base.';

/**
 * The node category n8n's editor treats specially: template cards hide "Core Nodes" icons when
 * the template has any other node. Its id sits outside the template category ids (1-14).
 */
export const CORE_NODES_CATEGORY: N8nCategory = { id: 100, name: 'Core Nodes' };

/** Built-in n8n nodes that are plumbing rather than an app, by the part after the package. */
// prettier-ignore
const CORE_NODE_TYPES = new Set([
  'aggregate', 'code', 'compareDatasets', 'compression', 'convertToFile', 'cron', 'crypto',
  'dateTime', 'debugHelper', 'editImage', 'emailReadImap', 'emailSend', 'errorTrigger',
  'executeCommand', 'executeWorkflow', 'executeWorkflowTrigger', 'executionData',
  'extractFromFile', 'filter', 'form', 'formTrigger', 'ftp', 'function', 'functionItem',
  'graphql', 'html', 'htmlExtract', 'httpRequest', 'if', 'interval', 'itemLists', 'jwt', 'limit',
  'localFileTrigger', 'manualTrigger', 'markdown', 'merge', 'moveBinaryData', 'n8n', 'n8nTrigger',
  'noOp', 'readBinaryFile', 'readBinaryFiles', 'readWriteFile', 'removeDuplicates', 'renameKeys',
  'respondToWebhook', 'rssFeedRead', 'rssFeedReadTrigger', 'scheduleTrigger', 'set', 'sort',
  'splitInBatches', 'splitOut', 'spreadsheetFile', 'ssh', 'start', 'stopAndError', 'summarize',
  'switch', 'totp', 'wait', 'webhook', 'workflowTrigger', 'writeBinaryFile', 'xml',
]);

/** A fixed palette: the icon colour of a node type is picked from it by the type's hash. */
// prettier-ignore
const PALETTE = [
  '#e4572e', '#f2a541', '#1b998b', '#2e86ab', '#7b2cbf', '#c1121f',
  '#3a86ff', '#2a9d8f', '#ef476f', '#6a994e', '#5e60ce', '#d1495b',
];

/**
 * A stable positive 31-bit integer per node type (FNV-1a): n8n's client types node ids as
 * numbers and uses them as list keys, and the same type must keep its id across responses.
 */
export function nodeTypeId(type: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < type.length; i++) {
    hash ^= type.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff || 1;
}

function nodeCategories(type: string): N8nCategory[] {
  if (type.startsWith(LANGCHAIN_PACKAGE)) return [{ id: categoryId('AI') ?? 1, name: 'AI' }];
  const short = type.slice(type.lastIndexOf('.') + 1);
  if (type.startsWith(BASE_PACKAGE) && CORE_NODE_TYPES.has(short)) return [CORE_NODES_CATEGORY];
  return [];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A generated badge (the initials of the display name on a coloured square) as a data URL. We do
 * not ship n8n's icon files, and n8n's editor draws `iconData.fileBuffer` as an image source.
 */
function iconDataUrl(displayName: string, color: string): string {
  const words = displayName.replace(/\(.*?\)/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  const initials = (words.length > 1 ? words[0][0] + words[1][0] : words[0][0]).toUpperCase();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60">' +
    `<rect width="60" height="60" rx="12" fill="${color}"/>` +
    '<text x="30" y="39" font-family="Arial,Helvetica,sans-serif" font-size="24" ' +
    `font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** One node type as n8n's `ITemplatesNode`, identical every time for the same type. */
export function toTemplateNode(type: string, typeVersion?: number): N8nTemplateNode {
  const id = nodeTypeId(type);
  const displayName = nodeDisplayName(type);
  const color = PALETTE[id % PALETTE.length];
  const node: N8nTemplateNode = {
    id,
    name: type,
    displayName,
    icon: `file:${type.slice(type.lastIndexOf('.') + 1)}.svg`,
    defaults: { name: displayName, color },
    iconData: { type: 'file', fileBuffer: iconDataUrl(displayName, color) },
    categories: nodeCategories(type),
  };
  if (typeVersion !== undefined) node.typeVersion = typeVersion;
  return node;
}

/**
 * The distinct node types of a template as `ITemplatesNode[]`, in first-seen order, without
 * sticky notes (canvas comments, not nodes). `versions` adds each type's highest typeVersion.
 */
export function toTemplateNodes(
  types: string[],
  versions?: Map<string, number>,
): N8nTemplateNode[] {
  const distinct = [...new Set(types.filter((type) => type && type !== STICKY_NOTE))];
  return distinct.map((type) => toTemplateNode(type, versions?.get(type)));
}
