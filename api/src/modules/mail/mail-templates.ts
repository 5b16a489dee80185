import { absoluteUrl, html, mailLayout } from './mail-html';

/**
 * The data each kind of message is rendered from, by kind. Adding a kind is one entry here and
 * its template in MAIL_TEMPLATES (the compiler asks for it); callers then enqueue it by name.
 */
export interface MailData {
  /** A link to choose a new password; `resetPath` is the app's path with its token. */
  'password-reset': { name: string; resetPath: string };
  /** A link that shows the address is the account owner's; `verifyPath` carries its token. */
  'email-verification': { name: string; verifyPath: string };
  /** One notification by email: what it says, its link, and how to stop this kind. */
  notification: {
    name: string;
    title: string;
    body: string;
    linkPath: string;
    kindLabel: string;
    unsubscribe: UnsubscribePaths;
  };
  /** The chat messages that arrived since the last digest, one line per conversation. */
  'chat-digest': {
    name: string;
    conversations: { title: string; body: string; linkPath: string }[];
    unsubscribe: UnsubscribePaths;
  };
  /** A payment went through; its receipt is attached. */
  'payment-received': {
    name: string;
    description: string;
    /** The amount as the receipt shows it: `$19.00 USD`. */
    amount: string;
    receiptNumber: string;
    linkPath: string;
  };
}

/** The two ways out of a kind of email: a page to open, and RFC 8058's one-click POST. */
export interface UnsubscribePaths {
  /** The app's page, which asks the API and says what was turned off. */
  pagePath: string;
  /** The API's address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickPath: string;
}

/** What a message says, rendered once at enqueue: the outbox keeps exactly what is sent. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); none by default. */
  headers?: Record<string, string>;
}

/** A file sent with a message, as the outbox keeps it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  contentBase64: string;
}

/** Makes an app path absolute on PUBLIC_URL. */
export type LinkTo = (path: string) => string;

type MailTemplates = {
  [K in keyof MailData]: (data: MailData[K], linkTo: LinkTo) => RenderedMail;
};

/** How many hours an email verification link stays valid: what the message promises. */
export const EMAIL_VERIFICATION_HOURS = 24;

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

  'email-verification': ({ name, verifyPath }, linkTo) => {
    const link = linkTo(verifyPath);
    return {
      subject: 'Verify your email for FlowVault',
      text: [
        greeting(name),
        '',
        'To confirm that this address is yours, and to publish templates on FlowVault, open:',
        '',
        link,
        '',
        `The link expires in ${EMAIL_VERIFICATION_HOURS} hours.`,
        'If you did not create a FlowVault account, you can ignore this email.',
      ].join('\n'),
      html: mailLayout(html`
        <p>${greeting(name)}</p>
        <p>To confirm that this address is yours, and to publish templates on FlowVault:</p>
        <p><a href="${link}">Verify your email</a></p>
        <p>Or paste this link into your browser: ${link}</p>
        <p>The link expires in ${EMAIL_VERIFICATION_HOURS} hours.</p>
        <p>If you did not create a FlowVault account, you can ignore this email.</p>
      `),
    };
  },

  notification: ({ name, title, body, linkPath, kindLabel, unsubscribe }, linkTo) => {
    const link = linkTo(linkPath);
    const footer = unsubscribeParts(unsubscribe, kindLabel, linkTo);
    return {
      subject: title,
      text: [greeting(name), '', body, '', `Open it on FlowVault: ${link}`, ...footer.text].join(
        '\n',
      ),
      html: mailLayout(html`
        <p>${greeting(name)}</p>
        <p>${body}</p>
        <p><a href="${link}">Open it on FlowVault</a></p>
        ${footer.html}
      `),
      headers: footer.headers,
    };
  },

  'payment-received': ({ name, description, amount, receiptNumber, linkPath }, linkTo) => {
    const link = linkTo(linkPath);
    return {
      subject: `Payment received: ${description}`,
      text: [
        greeting(name),
        '',
        `We received your payment of ${amount} for ${description}. Thank you!`,
        `Your receipt ${receiptNumber} is attached. Every payment and its receipt are also in your dashboard: ${link}`,
      ].join('\n'),
      html: mailLayout(html`
        <p>${greeting(name)}</p>
        <p>We received your payment of ${amount} for ${description}. Thank you!</p>
        <p>
          Your receipt ${receiptNumber} is attached. Every payment and its receipt are also in
          <a href="${link}">your dashboard</a>.
        </p>
      `),
    };
  },

  'chat-digest': ({ name, conversations, unsubscribe }, linkTo) => {
    const footer = unsubscribeParts(unsubscribe, 'chat messages', linkTo);
    const lines = conversations.map((item) => ({ ...item, link: linkTo(item.linkPath) }));
    return {
      subject:
        lines.length === 1
          ? 'New chat messages on FlowVault'
          : `New chat messages in ${lines.length} conversations on FlowVault`,
      text: [
        greeting(name),
        '',
        'You have chat messages you have not read:',
        '',
        ...lines.flatMap((line) => [`- ${line.title}: ${line.body}`, `  ${line.link}`]),
        ...footer.text,
      ].join('\n'),
      html: mailLayout(html`
        <p>${greeting(name)}</p>
        <p>You have chat messages you have not read:</p>
        <ul>
          ${lines.map((line) => html`<li><a href="${line.link}">${line.title}</a>: ${line.body}</li>`)}
        </ul>
        ${footer.html}
      `),
      headers: footer.headers,
    };
  },
};

/** The footer line and headers that let a reader stop a kind of email in one click. */
function unsubscribeParts(paths: UnsubscribePaths, kindLabel: string, linkTo: LinkTo) {
  const page = linkTo(paths.pagePath);
  return {
    text: ['', '--', `You get this email for: ${kindLabel}.`, `To stop these emails: ${page}`],
    html: html`<p style="color: #616e7c; font-size: 13px">
      You get this email for: ${kindLabel}.
      <a href="${page}">Stop these emails</a>
    </p>`,
    headers: {
      'List-Unsubscribe': `<${linkTo(paths.oneClickPath)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Renders a message of `kind` from its data, its links absolute on `publicUrl`. */
export function renderMail<K extends keyof MailData>(
  kind: K,
  data: MailData[K],
  publicUrl: string,
): RenderedMail {
  const template = MAIL_TEMPLATES[kind] as (data: MailData[K], linkTo: LinkTo) => RenderedMail;
  return template(data, (path) => absoluteUrl(publicUrl, path));
}
