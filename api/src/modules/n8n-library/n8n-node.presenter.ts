import {
  isCoreNode,
  isLangchainType,
  isStickyNote,
  nodeDisplayName,
  shortType,
} from '../../n8n-nodes';
import { categoryId } from '../templates/categories';
import type { N8nCategory, N8nTemplateNode } from './n8n-library.types';

/**
 * The node category n8n's editor treats specially: template cards hide "Core Nodes" icons when
 * the template has any other node. Its id sits outside the template category ids (1-14).
 */
export const CORE_NODES_CATEGORY: N8nCategory = { id: 100, name: 'Core Nodes' };

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
  if (isLangchainType(type)) return [{ id: categoryId('AI') ?? 1, name: 'AI' }];
  if (isCoreNode(type)) return [CORE_NODES_CATEGORY];
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
    icon: `file:${shortType(type)}.svg`,
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
  const distinct = [...new Set(types.filter((type) => type && !isStickyNote(type)))];
  return distinct.map((type) => toTemplateNode(type, versions?.get(type)));
}
