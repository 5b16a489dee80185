import { absoluteUrl, html, mailLayout } from './mail-html';

/**
 * The data each kind of message is rendered from, by kind. Adding a kind is one entry here and
 * its template in MAIL_TEMPLATES (the compiler asks for it); callers then enqueue it by name.
 */
export interface MailData {
  /** A link to choose a new password; `resetPath` is the app's path with its token. */
  'password-reset': { name: string; resetPath: string };
}

/** What a message says, rendered once at enqueue: the outbox keeps exactly what is sent. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Makes an app path absolute on PUBLIC_URL. */
export type LinkTo = (path: string) => string;

type MailTemplates = {
  [K in keyof MailData]: (data: MailData[K], linkTo: LinkTo) => RenderedMail;
};

/** How many minutes a password-reset link stays valid: what the message promises. */
export const PASSWORD_RESET_MINUTES = 30;

const greeting = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi,');

/** One template per kind: plain text and HTML saying the same, every user value escaped in HTML. */
export const MAIL_TEMPLATES: MailTemplates = {
  'password-reset': ({ name, resetPath }, linkTo) => {
    const link = linkTo(resetPath);
    return {
      subject: 'Reset your FlowVault password',
      text: [
        greeting(name),
        '',
        'Someone asked to reset the password of your FlowVault account. To choose a new one, open:',
        '',
        link,
        '',
        `The link expires in ${PASSWORD_RESET_MINUTES} minutes.`,
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ].join('\n'),
      html: mailLayout(html`
        <p>${greeting(name)}</p>
        <p>Someone asked to reset the password of your FlowVault account.</p>
        <p><a href="${link}">Choose a new password</a></p>
        <p>Or paste this link into your browser: ${link}</p>
        <p>The link expires in ${PASSWORD_RESET_MINUTES} minutes.</p>
        <p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>
      `),
    };
  },
};

/** Renders a message of `kind` from its data, its links absolute on `publicUrl`. */
export function renderMail<K extends keyof MailData>(
  kind: K,
  data: MailData[K],
  publicUrl: string,
): RenderedMail {
  const template = MAIL_TEMPLATES[kind] as (data: MailData[K], linkTo: LinkTo) => RenderedMail;
  return template(data, (path) => absoluteUrl(publicUrl, path));
}
