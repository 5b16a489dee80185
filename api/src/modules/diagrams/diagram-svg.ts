import {
  iconColor,
  labelLines,
  STICKY_FONT_SIZE,
  STICKY_LINE_HEIGHT,
  STICKY_PADDING,
  type GraphBox,
  type GraphEdge,
  type GraphLayout,
  type GraphSticky,
} from '@flowvault/shared';

/** The page's palette (web `theme.css` and `workflow-graph.css`), so the download looks alike. */
const COLORS = {
  background: '#fbfbfd',
  box: '#ffffff',
  boxDisabled: '#eef0f5',
  label: '#232838',
  typeName: '#6b7287',
  sticky: '#fff7d6',
  stickyOutline: '#f5e3a3',
  stickyText: '#4d3d05',
  main: '#9aa1b3',
  ai: '#9333ea',
  error: '#d92d20',
};
const FONT_FAMILY =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** The web's label size: at the drawing's natural scale it reads like the page at 100 %. */
export const LABEL_FONT_SIZE = 14;
const LABEL_LINE_HEIGHT = 18;
const TYPE_FONT_SIZE = 11;
const TYPE_LINE_HEIGHT = 14;
/** Characters per line of the type name written inside a 100-unit box. */
const TYPE_LINE_CHARS = 14;
const DISABLED_OPACITY = 0.45;

type Tone = 'main' | 'ai' | 'error';

/**
 * Anything XML 1.0 cannot carry (control characters but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF) is dropped; with the `u` flag a lone surrogate is one unmatched code point.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** User text as XML character data or an attribute value: never markup, always well-formed. */
function xml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

function edgeTone(edge: GraphEdge): Tone {
  if (edge.dashed) return 'ai';
  return edge.kind === 'error' ? 'error' : 'main';
}

function arrowMarker(tone: Tone): string {
  return (
    `<marker id="arrow-${tone}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" ` +
    `markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" ` +
    `fill="${COLORS[tone]}"/></marker>`
  );
}

function edgeElement(edge: GraphEdge): string {
  const tone = edgeTone(edge);
  const dash = edge.dashed ? ' stroke-dasharray="8 6"' : '';
  return `<path d="${edge.path}" stroke="${COLORS[tone]}"${dash} marker-end="url(#arrow-${tone})"/>`;
}

/** Centred lines of text, one `<tspan>` each, the first on `firstY`. */
function textLines(
  texts: string[],
  centerX: number,
  firstY: number,
  lineHeight: number,
  attributes: string,
): string {
  const spans = texts
    .map(
      (line, index) =>
        `<tspan x="${centerX}" dy="${index === 0 ? 0 : lineHeight}">${xml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${centerX}" y="${firstY}" ${attributes}>${spans}</text>`;
}

/**
 * A sticky note's text, one `<text>` per line at its own baseline (an empty `<tspan>` would not
 * move the next line down), so blank lines keep their room.
 */
function stickyText(sticky: GraphSticky): string[] {
  const left = sticky.x + STICKY_PADDING;
  const top = sticky.y + STICKY_PADDING + STICKY_FONT_SIZE;
  return sticky.lines.flatMap((line, index) =>
    line === ''
      ? []
      : [`<text x="${left}" y="${top + index * STICKY_LINE_HEIGHT}">${xml(line)}</text>`],
  );
}

/** Elements sharing their presentation attributes in one group; nothing when there are none. */
function layer(attributes: string, elements: string[]): string[] {
  return elements.length ? [`<g ${attributes}>`, ...elements, '</g>'] : [];
}

/**
 * A step as the page draws it: a rounded box at its position, outlined in its icon's colour, with
 * its name in at most two lines
 * underneath (the full name in the `<title>`, which viewers show as a tooltip); the type's name
 * stands in the box where the page has an icon, since the icons' pictures belong to the web.
 */
function boxElement(box: GraphBox): string {
  const label = box.name || box.typeName;
  const centerX = box.width / 2;
  const typeLines = labelLines(box.typeName, TYPE_LINE_CHARS);
  const typeY = box.height / 2 - ((typeLines.length - 1) * TYPE_LINE_HEIGHT) / 2 + 4;
  const greyed = box.disabled ? ` opacity="${DISABLED_OPACITY}"` : '';
  return [
    `<g transform="translate(${box.x} ${box.y})"${greyed}>`,
    `<title>${xml(label)}</title>`,
    `<rect width="${box.width}" height="${box.height}" rx="14" ` +
      `fill="${box.disabled ? COLORS.boxDisabled : COLORS.box}" stroke="${iconColor(box.icon)}" ` +
      `stroke-width="2"/>`,
    textLines(
      typeLines,
      centerX,
      typeY,
      TYPE_LINE_HEIGHT,
      `text-anchor="middle" font-size="${TYPE_FONT_SIZE}" fill="${COLORS.typeName}"`,
    ),
    textLines(
      labelLines(label),
      centerX,
      box.height + LABEL_LINE_HEIGHT,
      LABEL_LINE_HEIGHT,
      `text-anchor="middle" font-size="${LABEL_FONT_SIZE}" font-weight="600" ` +
        `fill="${COLORS.label}" paint-order="stroke" stroke="${COLORS.background}" ` +
        `stroke-width="4" stroke-linejoin="round"`,
    ),
    '</g>',
  ].join('');
}

/**
 * The laid-out workflow as a standalone SVG document: sticky notes behind (with their text), then
 * the wires (AI sub-node wires dashed, error outputs red), then the steps. It is drawn at its natural scale
 * (`width`/`height` equal the viewBox), so a 200-step workflow gives a large picture with labels
 * as readable as a small one's, rather than a fixed-size picture of unreadable ones. Presentation
 * is in attributes only: no scripts, no CSS, no external references, so it shows the same in a
 * browser, an `<img>`, an editor or a document. Every piece of user text goes through `xml()`.
 */
export function diagramSvg(layout: GraphLayout): string {
  const { x, y, width, height } = layout.viewBox;
  const steps = layout.boxes.length;
  const tones: Tone[] = ['main', 'ai', 'error'];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="${x} ${y} ${width} ${height}" role="img" font-family="${xml(FONT_FAMILY)}">`,
    `<title>Workflow diagram with ${steps} ${steps === 1 ? 'step' : 'steps'}</title>`,
    `<defs>${tones.map(arrowMarker).join('')}</defs>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${COLORS.background}"/>`,
    ...layer(
      `fill="${COLORS.sticky}" stroke="${COLORS.stickyOutline}" stroke-width="1.5" opacity="0.75"`,
      layout.stickies.map(
        (sticky) =>
          `<rect x="${sticky.x}" y="${sticky.y}" width="${sticky.width}" ` +
          `height="${sticky.height}" rx="12"/>`,
      ),
    ),
    ...layer(
      `font-size="${STICKY_FONT_SIZE}" fill="${COLORS.stickyText}"`,
      layout.stickies.flatMap(stickyText),
    ),
    ...layer('fill="none" stroke-width="2.5"', layout.edges.map(edgeElement)),
    ...layout.boxes.map(boxElement),
    '</svg>',
  ].join('\n');
}
