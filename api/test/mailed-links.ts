import type { ReceivedMail } from './smtp-server';

/** The link to the app's `path` in a mail's text, as its recipient would click it. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const found = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.parsed.text ?? '');
  if (!found) throw new Error(`no ${path} link in: ${mail.parsed.text}`);
  return new URL(found[0]);
}

/** The token of that link. */
export function tokenIn(mail: ReceivedMail, path: string): string {
  return linkIn(mail, path).searchParams.get('token')!;
}
