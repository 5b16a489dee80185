import type { TriggerType } from '../../templates/template.entity';
import { clipText, leadingGraphemes } from '@flowvault/shared';
import { isEventTrigger, isStickyNote, serviceName, shortType } from '../../../n8n-nodes';

export const DESCRIPTION_MAX_LENGTH = 300;

/** A note needs this many words, headings and links left out, to describe a workflow. */
const MIN_NOTE_WORDS = 8;

/** Notes about set-up, licences, credits or prompts rather than what the workflow does. */
const SKIPPED_NOTE_START =
  /^\W*(creative commons|licen[cs]e|copyright|credits?|author|notes?|you are|(built|created|made) (as part of|by))\b/i;
const SKIPPED_NOTE_TITLE =
  /\b(licen[cs]e|copyright|credits?|faq|troubleshoot\w*|set ?up|setup|steps|prerequisites|requirements|credentials|video|system prompt)\b/i;

/** Notes holding code or JSON (more than this share of braces, brackets and quotes) are skipped. */
const MAX_CODE_SHARE = 0.05;

function isSkippedNote(content: string, body: string): boolean {
  const firstLine = stripMarkdown(content.trim().split('\n', 1)[0] ?? '');
  const codeChars = body.match(/[{}[\]"<>=;]/g)?.length ?? 0;
  return (
    SKIPPED_NOTE_START.test(firstLine) ||
    SKIPPED_NOTE_START.test(body) ||
    SKIPPED_NOTE_TITLE.test(firstLine) ||
    codeChars > body.length * MAX_CODE_SHARE
  );
}

/** Wording that marks a note as the workflow's introduction. */
const INTRO_NOTE =
  /\b(this|the) (n8n )?(workflow|template|automation|flow)\b|how it works|what it does|overview/i;

export interface NoteNode {
  type: string;
  position?: unknown;
  parameters?: Record<string, unknown>;
}

/**
 * Markdown (and the odd HTML tag) reduced to plain text on one line. List items that end
 * without punctuation get a full stop, so items do not run into each other.
 */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s*([-*_=]\s*){3,}$/gm, ' ')
    .replace(/^[ \t]{0,3}([-*+]|\d+[.)])[ \t]+(.*?)[ \t]*$/gm, (_line, _marker, item: string) =>
      /[.!?:;,]$/.test(item) || !item ? item : `${item}.`,
    )
    .replace(/^\s{0,3}(#{1,6}|>)\s+/gm, '')
    .replace(/(\*\*|__|\*|~~|==|`)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[.,;:!?])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (whole ones), cut at a word boundary with an ellipsis when cut. */
export function truncateAtWord(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  if (clipText(text, max) === text) return text;
  const cut = leadingGraphemes(text, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

function positionOf(node: NoteNode): [number, number] {
  const position = node.position;
  if (
    Array.isArray(position) &&
    typeof position[0] === 'number' &&
    typeof position[1] === 'number'
  ) {
    return [position[0], position[1]];
  }
  return [0, 0];
}

/**
 * The text of the sticky note that best introduces the workflow. Notes are read left to right,
 * then top to bottom (an introduction usually sits left of the flow). A note qualifies with
 * MIN_NOTE_WORDS words besides its headings, and when it is not about set-up, licences,
 * credits or prompts (isSkippedNote). The first qualifying note that reads like an introduction
 * (INTRO_NOTE) wins, else the first qualifying note. Undefined when none qualifies.
 */
export function describeFromNotes(nodes: readonly NoteNode[]): string | undefined {
  const notes = nodes
    .filter((node) => isStickyNote(node.type) && typeof node.parameters?.content === 'string')
    .map((node, index) => ({ node, index, position: positionOf(node) }))
    .sort(
      (a, b) => a.position[0] - b.position[0] || a.position[1] - b.position[1] || a.index - b.index,
    );
  const qualifying: string[] = [];
  for (const { node } of notes) {
    const content = node.parameters?.content as string;
    const body = stripMarkdown(content.replace(/^\s{0,3}#{1,6}\s.*$/gm, ''));
    if (wordCount(body) < MIN_NOTE_WORDS || isSkippedNote(content, body)) continue;
    if (INTRO_NOTE.test(body)) return truncateAtWord(body);
    qualifying.push(body);
  }
  return qualifying.length ? truncateAtWord(qualifying[0]) : undefined;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

const TRIGGER_PHRASES: Record<TriggerType, string> = {
  Manual: 'Runs on demand',
  Scheduled: 'Runs on a schedule',
  Webhook: 'Runs when its webhook is called',
  Triggered: 'Runs when an event arrives',
};

/** What starts a `Triggered` workflow, by the short type of its trigger node. */
const EVENT_PHRASES: Record<string, string> = {
  formTrigger: 'Runs when a form is submitted',
  chatTrigger: 'Runs when a chat message arrives',
  manualChatTrigger: 'Runs when a chat message arrives',
  executeWorkflowTrigger: 'Runs when another workflow calls it',
  errorTrigger: 'Runs when another workflow fails',
  emailReadImap: 'Runs when an email arrives',
  mcpTrigger: 'Runs when an MCP client calls it',
};

/** The opening of the generated sentence: how the workflow starts. */
export function triggerPhrase(triggerType: TriggerType, nodes: readonly NoteNode[] = []): string {
  if (triggerType !== 'Triggered') return TRIGGER_PHRASES[triggerType];
  for (const node of nodes) {
    const short = shortType(node.type);
    if (EVENT_PHRASES[short]) return EVENT_PHRASES[short];
    if (isEventTrigger(node.type)) {
      const service = serviceName(node.type);
      if (service) return `Runs on new ${service} events`;
    }
  }
  return TRIGGER_PHRASES.Triggered;
}

/** "A, B and C"; more than `max` items end in "and N more". */
export function listPhrase(items: readonly string[], max = 4): string {
  const shown = items.length > max ? [...items.slice(0, max), `${items.length - max} more`] : items;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** "Runs on a schedule and connects Google Sheets, Slack and OpenAI." */
export function describeFromShape(
  triggerType: TriggerType,
  integrations: readonly string[],
  nodeCount: number,
  nodes: readonly NoteNode[] = [],
): string {
  const start = triggerPhrase(triggerType, nodes);
  if (integrations.length) return `${start} and connects ${listPhrase(integrations)}.`;
  return `${start} and processes data in ${nodeCount} ${nodeCount === 1 ? 'step' : 'steps'}.`;
}

/** A description the record gives is kept as written, up to this length. */
export const GIVEN_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * The template description: the one the record (or the workflow's own `description`) gives,
 * else the first meaningful sticky note, else a sentence built from trigger and integrations.
 */
export function descriptionOf(input: {
  given?: unknown;
  nodes: readonly NoteNode[];
  triggerType: TriggerType;
  integrations: readonly string[];
  nodeCount: number;
}): string {
  if (typeof input.given === 'string' && input.given.trim()) {
    return truncateAtWord(input.given.trim(), GIVEN_DESCRIPTION_MAX_LENGTH);
  }
  return (
    describeFromNotes(input.nodes) ??
    describeFromShape(input.triggerType, input.integrations, input.nodeCount, input.nodes)
  );
}
