import { clipText } from '@flowvault/shared';
import type { GraphEdge, GraphLayout } from '@flowvault/shared';

/**
 * Labels are cut here (with an ellipsis): a step name is a few words, and Mermaid refuses to
 * render a text over 50,000 characters, which a few hundred pasted paragraphs would pass.
 */
export const MERMAID_LABEL_CHARS = 100;
const UNNAMED = 'Unnamed step';

/**
 * Characters written as they are inside a quoted label. Everything else becomes a Mermaid entity
 * code (`#35;`), which Mermaid turns back into the character when it draws: quotes, `<`, `>` and
 * `&` (markup), `#` and `;` (entity codes), backticks (Markdown strings), `:` and `%` (Mermaid
 * rewrites `style ...:...#...;` lines and reads `%%{...}%%` directives anywhere in the text),
 * square brackets, braces and pipes (shape and edge syntax).
 */
const PLAIN_ASCII = /^[A-Za-z0-9 .,!?'()*+\-/=@$~^_]$/;
const PLAIN_UNICODE = /^[\p{L}\p{M}\p{N}\p{So}]$/u;
/** Mermaid's own placeholders for entity codes while it parses; a name must not contain them. */
const MERMAID_PLACEHOLDERS = new Set(['\uFB02', '\u00B0', '\u00B6', '\u00DF']);
const NAMED: Record<string, string> = { '"': 'quot', '&': 'amp', '<': 'lt', '>': 'gt' };

function entity(char: string): string {
  return `#${NAMED[char] ?? char.codePointAt(0)};`;
}

function isPlain(char: string): boolean {
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return PLAIN_ASCII.test(char);
  return PLAIN_UNICODE.test(char) && !MERMAID_PLACEHOLDERS.has(char);
}

/** Text on one line: line breaks and tabs become spaces, other controls and lone surrogates go. */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim();
}

/**
 * The inside of a Mermaid `"..."` label: the first of `texts` with something to show, at most
 * `MERMAID_LABEL_CHARS` characters (whole grapheme clusters), with every character Mermaid could read as syntax escaped.
 */
function mermaidLabel(...texts: string[]): string {
  const label = clipText(texts.map(oneLine).find(Boolean) ?? '', MERMAID_LABEL_CHARS);
  return Array.from(label)
    .map((char) => (isPlain(char) ? char : entity(char)))
    .join('');
}

function arrow(edge: GraphEdge): string {
  const line = edge.dashed ? '-.->' : '-->';
  const kind = mermaidLabel(edge.kind);
  return edge.kind === 'main' || kind === '' ? line : `${line}|"${kind}"|`;
}

/**
 * The laid-out workflow as a Mermaid `flowchart LR`: one node per step with a generated id (`n0`,
 * `n1`, ... in layout order, so no name can break the syntax) and the name as its label; main
 * wires `-->`, AI sub-node wires dotted `-.->`, and every wire but a main one labelled with its
 * kind (`ai_tool`, `error`); disabled steps greyed.
 * Built from the layout, it has exactly the steps and the wires the SVG and the page draw.
 */
export function diagramMermaid(layout: GraphLayout): string {
  const ids = new Map(layout.boxes.map((box, index) => [box.key, `n${index}`]));
  const nodes = layout.boxes.map((box) => {
    const label = mermaidLabel(box.name, box.typeName, UNNAMED);
    return `  ${ids.get(box.key)}["${label}"]`;
  });
  const edges = layout.edges.map(
    (edge) => `  ${ids.get(edge.from)} ${arrow(edge)} ${ids.get(edge.to)}`,
  );
  const disabled = layout.boxes.filter((box) => box.disabled).map((box) => ids.get(box.key));
  const greyed = disabled.length
    ? [
        '  classDef disabled fill:#eef0f5,stroke:#9aa1b3,color:#6b7287',
        `  class ${disabled.join(',')} disabled`,
      ]
    : [];
  return ['flowchart LR', ...nodes, ...edges, ...greyed].join('\n') + '\n';
}
