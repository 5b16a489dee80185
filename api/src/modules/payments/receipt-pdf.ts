import PDFDocument from 'pdfkit';
import { majorUnits } from '../../lib/money';

/** What a receipt says: who sold what to whom, when, for how much. */
export interface ReceiptContent {
  /** `FV-000042`: the receipt's number, in the order payments were paid. */
  number: string;
  paidAt: Date;
  /** The seller's lines (RECEIPT_SELLER): name first. */
  seller: readonly string[];
  /** The payer; null for a visitor's donation. */
  buyer: { name: string; email: string } | null;
  description: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  /** The payment method's name as the payer saw it ("Test Payments", "Stripe"). */
  method: string;
  paymentId: string;
}

/** A receipt's number from the payment's place in the sequence of paid payments. */
export function receiptNumber(sequence: number): string {
  return `FV-${String(sequence).padStart(6, '0')}`;
}

/** An amount as the receipt and its mail show it: `$19.00 USD`. */
export function receiptAmount(amount: number, currency: string): string {
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    majorUnits(amount),
  );
  return shown.includes(currency) ? shown : `${shown} ${currency}`;
}

/**
 * The receipt as a one-page PDF (pdfkit, its built-in Helvetica: no font files to ship). Every
 * value is drawn as text, never interpreted, so a name cannot change the document's structure.
 */
export function renderReceipt(receipt: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${receipt.number}`, Author: receipt.seller[0] },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const total = receiptAmount(receipt.amount, receipt.currency);
  const day = receipt.paidAt.toISOString().slice(0, 10);

  doc.font('Helvetica-Bold').fontSize(22).text('Receipt');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#52606d');
  doc.text(`Receipt number: ${receipt.number}`);
  doc.text(`Date paid: ${day}`);
  doc.text(`Payment: ${receipt.paymentId}`);
  doc.moveDown(1.2).fillColor('#1f2933');

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).text('From', 56, top);
  doc.font('Helvetica').fontSize(10);
  for (const line of receipt.seller) doc.text(line);
  doc.font('Helvetica-Bold').fontSize(11).text('To', 320, top);
  doc.font('Helvetica').fontSize(10);
  if (receipt.buyer) {
    doc.text(receipt.buyer.name, 320).text(receipt.buyer.email, 320);
  } else {
    doc.text('A visitor (no account)', 320);
  }

  doc.moveDown(2).x = 56;
  const lineTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', 56, lineTop).text('Amount', 420, lineTop, { width: 120, align: 'right' });
  doc
    .moveTo(56, doc.y + 4)
    .lineTo(540, doc.y + 4)
    .strokeColor('#cbd2d9')
    .stroke();
  const itemTop = doc.y + 10;
  doc.font('Helvetica').text(receipt.description, 56, itemTop, { width: 340 });
  doc.text(total, 420, itemTop, { width: 120, align: 'right' });
  doc.moveDown(1.5);
  const totalTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text('Total paid', 56, totalTop).text(total, 380, totalTop, { width: 160, align: 'right' });

  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#52606d');
  doc.text(`Paid with ${receipt.method}. Thank you!`, 56);
  doc.end();
  return done;
}
