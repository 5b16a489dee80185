import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** What the real Mermaid parser made of a text (see mermaid-parser-child.mjs). */
export interface MermaidReading {
  error?: string;
  nodes?: Array<{ id: string; label: string }>;
  edges?: Array<{ from: string; to: string; stroke: string; label: string }>;
}

const CHILD = path.join(__dirname, 'mermaid-parser-child.mjs');

function runParser(texts: string[], read: boolean): Promise<MermaidReading[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, ...(read ? ['--read'] : [])]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout) as MermaidReading[])
        : reject(new Error(`mermaid-parser-child.mjs exited with ${code}: ${stderr}`)),
    );
    child.stdin.end(JSON.stringify(texts));
  });
}

/**
 * Parses every text with the real `mermaid` package, in child Node processes because Mermaid 11
 * is ESM-only and needs a DOM (see mermaid-parser-child.mjs). Mermaid spends about a millisecond
 * on each labelled node, so a long list is split over the cores (up to four). `read` also returns
 * the nodes and edges Mermaid read, at the cost of parsing each text twice.
 */
export async function parseMermaid(texts: string[], { read }: { read: boolean }) {
  const workers = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(texts.length / 100)));
  const size = Math.ceil(texts.length / workers);
  const chunks = Array.from({ length: workers }, (_, index) =>
    texts.slice(index * size, (index + 1) * size),
  );
  return (await Promise.all(chunks.map((chunk) => runParser(chunk, read)))).flat();
}
