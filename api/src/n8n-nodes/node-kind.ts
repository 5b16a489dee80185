import { isBaseType, isLangchainType, isStickyNote, shortType } from './node-type';
import { hasTrait } from './node-type-table';

/**
 * What part a node plays in a workflow, as n8n's editor draws it: a sticky note (a comment, not
 * a step), a trigger (starts a run), an AI sub-node (a model, memory, tool or parser plugged
 * into an AI node rather than wired into the flow), or an action (every other step).
 */
export const NODE_KINDS = ['stickyNote', 'trigger', 'aiSubNode', 'action'] as const;

export type NodeKind = (typeof NODE_KINDS)[number];

/** LangChain families whose nodes plug into an AI node instead of running as a step. */
const AI_SUB_NODE =
  /^(lmChat|lm|embeddings|memory|tool|outputParser|textSplitter|document|retriever|reranker)[A-Z]/;

/**
 * A node that starts the workflow: any type ending in `Trigger`, plus the trigger nodes whose
 * names predate that convention (`webhook`, `cron`, `interval`, the legacy `start`,
 * `emailReadImap`). `respondToWebhook` is not one.
 */
export function isTrigger(type: string): boolean {
  const short = shortType(type);
  return short.endsWith('Trigger') || hasTrait(short, 'trigger');
}

/** A trigger that fires on a timer: `scheduleTrigger`, `cron`, `interval`. */
export function isScheduleTrigger(type: string): boolean {
  return hasTrait(shortType(type), 'schedule');
}

/** A trigger a person fires from the editor: `manualTrigger`, the legacy `start`. */
export function isManualTrigger(type: string): boolean {
  return hasTrait(shortType(type), 'manual');
}

/** A trigger fired by something happening elsewhere: neither a timer nor a person. */
export function isEventTrigger(type: string): boolean {
  return isTrigger(type) && !isScheduleTrigger(type) && !isManualTrigger(type);
}

/** A tool or model plugged into an AI node: LangChain sub-node families and `*Tool` nodes. */
export function isAiSubNode(type: string): boolean {
  const short = shortType(type);
  return (isLangchainType(type) && AI_SUB_NODE.test(short)) || short.endsWith('Tool');
}

export function nodeKind(type: string): NodeKind {
  if (isStickyNote(type)) return 'stickyNote';
  if (isTrigger(type)) return 'trigger';
  if (isAiSubNode(type)) return 'aiSubNode';
  return 'action';
}

/**
 * A node whose whole job is an HTTP or GraphQL call the author writes by hand. App nodes
 * (Slack, Google Sheets, ...) talk to APIs too, but through a service FlowVault names.
 */
export function isApiCall(type: string): boolean {
  return hasTrait(shortType(type), 'api');
}

/** A node listening on a webhook path of its own (`webhook`, `formTrigger`, `chatTrigger`...). */
export function listensOnWebhook(type: string): boolean {
  return hasTrait(shortType(type), 'listens');
}

/** A node that runs code or commands the author writes (`code`, `function`, `ssh`...). */
export function runsCode(type: string): boolean {
  return hasTrait(shortType(type), 'code');
}

/** A built-in node n8n's editor lists under "Core Nodes" (plumbing rather than an app). */
export function isCoreNode(type: string): boolean {
  return isBaseType(type) && hasTrait(shortType(type), 'core');
}
