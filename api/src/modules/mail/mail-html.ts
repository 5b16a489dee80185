/** HTML that is already safe to send: markup of ours, with every value in it escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` as HTML text or a quoted attribute's value: nothing in it can open a tag or a quote. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/**
 * The tag every mail template writes its HTML with: each interpolated value is escaped unless it
 * is already `SafeHtml` (another `html` fragment) or a list (each item so), so a template cannot forget to escape a name.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const parts = strings.map((string, index) => {
    if (index === values.length) return string;
    return string + htmlOf(values[index]);
  });
  return new SafeHtml(parts.join(''));
}

/** A value as HTML: fragments as they are, a list item by item, anything else escaped. */
function htmlOf(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(htmlOf).join('');
  return escapeHtml(String(value));
}

/**
 * An absolute link on the app's public address: `path` is the app's own (`/reset-password?...`),
 * so one that names another host (`//evil.example`, `https://...`) or breaks a line is a bug.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) {
    throw new Error(`A link in mail must be a path of the app, got "${path.slice(0, 80)}"`);
  }
  return publicUrl + path;
}

/** The frame every message's HTML sits in: plain, readable without images or styles. */
export function mailLayout(body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>FlowVault</title>
      </head>
      <body style="font-family: sans-serif; line-height: 1.5; color: #1f2933; max-width: 560px">
        ${body}
        <p style="color: #616e7c; font-size: 13px">FlowVault, n8n workflow templates</p>
      </body>
    </html> `.value;
}
