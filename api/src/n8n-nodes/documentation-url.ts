import { isAiSubNode, isCoreNode, isTrigger } from './node-kind';
import { BASE_PACKAGE, LANGCHAIN_PACKAGE, isStickyNote, parseNodeType } from './node-type';

/** Where n8n documents its built-in nodes. */
export const N8N_DOCS_BASE = 'https://docs.n8n.io/integrations/builtin';

/**
 * The page of n8n's documentation for a node type, following the docs' own layout: built-in
 * nodes under `core-nodes` (plumbing, "Core Nodes" in the editor), `trigger-nodes` (an app's
 * trigger) or `app-nodes`; AI nodes under `cluster-nodes/root-nodes` or `sub-nodes`, their chat
 * triggers under `core-nodes`. The page's slug is the type in lower case, with the AI package
 * written `n8n-nodes-langchain`. Undefined for sticky notes and for community packages, which n8n
 * does not document, and for names a URL could not carry.
 */
export function nodeDocumentationUrl(type: string): string | undefined {
  if (isStickyNote(type)) return undefined;
  const { package: pkg, name } = parseNodeType(type);
  if (!/^[A-Za-z0-9]+$/.test(name)) return undefined;
  const slug = name.toLowerCase();
  if (pkg === BASE_PACKAGE) {
    const section = isCoreNode(type)
      ? 'core-nodes'
      : isTrigger(type)
        ? 'trigger-nodes'
        : 'app-nodes';
    return `${N8N_DOCS_BASE}/${section}/${BASE_PACKAGE}.${slug}/`;
  }
  if (pkg === LANGCHAIN_PACKAGE) {
    const section = isTrigger(type)
      ? 'core-nodes'
      : isAiSubNode(type)
        ? 'cluster-nodes/sub-nodes'
        : 'cluster-nodes/root-nodes';
    return `${N8N_DOCS_BASE}/${section}/n8n-nodes-langchain.${slug}/`;
  }
  return undefined;
}
