/**
 * Parses Mermaid texts with the real `mermaid` package, for the diagram tests. Mermaid 11 is
 * ESM-only and needs a DOM (DOMPurify), which Jest's CommonJS sandbox cannot give it, so the
 * tests run this file in a child Node process: a JSON array of texts on stdin, a JSON array of
 * results on stdout, each `{ error }` or `{}`. With `--read`, a valid text's result also holds the
 * nodes and edges Mermaid read, with their labels decoded as Mermaid decodes them for drawing
 * (this parses the text a second time, so corpus-sized runs only check).
 */
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
globalThis.window = window;
globalThis.document = window.document;
const { default: mermaid } = await import('mermaid');

/** Mermaid's entity placeholders, then HTML entities, as a label reaches the page. */
function decode(text) {
  const html = text.replace(/ﬂ°°/g, '&#').replace(/ﬂ°/g, '&').replace(/¶ß/g, ';');
  const area = window.document.createElement('textarea');
  area.innerHTML = html;
  return area.value;
}

const reading = process.argv.includes('--read');

async function read(text) {
  try {
    await mermaid.parse(text);
    if (!reading) return {};
    const { db } = await mermaid.mermaidAPI.getDiagramFromText(text);
    return {
      nodes: [...db.getVertices().values()].map((node) => ({
        id: node.id,
        label: decode(node.text),
        classes: node.classes,
      })),
      edges: db.getEdges().map((edge) => ({
        from: edge.start,
        to: edge.end,
        stroke: edge.stroke,
        label: decode(edge.text),
      })),
    };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const text of JSON.parse(input)) results.push(await read(text));
process.stdout.write(JSON.stringify(results));
