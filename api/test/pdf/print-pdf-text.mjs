// Prints the text of the PDF read from standard input (pdf-parse, over pdf.js). A script of its
// own because pdf.js loads its worker with a dynamic import, which Jest's module sandbox refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
