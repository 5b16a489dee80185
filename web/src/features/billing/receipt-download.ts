import { saveBlob } from '../../ui/save-file';
import { readSessionToken } from '../accounts/session-token';

/** What went wrong fetching a receipt, in words for the payer. */
export const RECEIPT_FAILED = 'Could not download the receipt. Please try again.';

/**
 * Fetches a paid payment's PDF receipt with the session's token (a plain link cannot carry it)
 * and saves it under the name the API gives; throws when the API refuses.
 */
export async function downloadReceipt(paymentId: string): Promise<void> {
  const token = readSessionToken();
  const res = await fetch(`/api/payments/${encodeURIComponent(paymentId)}/receipt`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`The receipt answered ${res.status}`);
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'flowvault-receipt.pdf';
  saveBlob(fileName, await res.blob());
}
