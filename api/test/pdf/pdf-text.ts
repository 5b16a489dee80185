import { execFile } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'print-pdf-text.mjs');

/**
 * The text of a PDF as a reader's copy-paste gives it, parsed by pdf.js in a Node process of its
 * own (`print-pdf-text.mjs`): what a receipt test reads back.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [SCRIPT],
      { maxBuffer: 4 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}
