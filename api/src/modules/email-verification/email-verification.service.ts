import type { Caller, SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import { linkTokenHash, newLinkToken } from '../../lib/link-token';
import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validate-input';
import type { AccountService, RegisteredAccount } from '../accounts/account.service';
import type { MailService } from '../mail/mail.service';
import { VerifyEmailInput } from './dtos/email-verification.inputs';
import { emailVerificationRepository as links } from './email-verification.repository';
import type { VerificationLimits } from './verification-limits';

/** How long a verification link works. */
export const VERIFY_LINK_HOURS = 24;
export const VERIFY_LINK_INVALID =
  'This verification link is invalid, has already been used, has expired or is for an address the account no longer uses. Ask for a new one.';
export const EMAIL_VERIFIED = 'Your email address is verified.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const VERIFY_MAIL_OFF =
  'Email verification is not available on this server: it sends no email. Ask its administrator for help.';

/** The answer to a resend: where the link went. */
export function verificationSent(email: string): string {
  return `We have sent a verification link to ${email}. It works for ${VERIFY_LINK_HOURS} hours.`;
}

/**
 * Email verification (docs/product/accounts-and-plans.md): registration mails a link, the account
 * page sends another on request, and using one marks the address verified, which publishing
 * needs. A link is single-use, stored as a hash, works for 24 hours, and verifies the address it
 * was sent to only while the account still uses it. Mail goes through the mail queue, in the
 * transaction that records the link.
 */
export class EmailVerificationService {
  /** First links being recorded after a registration's answer: shutdown and tests wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      accounts: AccountService;
      mail: MailService;
      limits: VerificationLimits;
      logger: Logger;
    },
  ) {
    deps.accounts.onRegistered((account) => this.afterRegistration(account));
  }

  /** Sends the acting account a new link (202), unless its address is verified already (200). */
  async resend({
    actor,
    ip,
  }: Caller & { actor: SignedInActor }): Promise<{ message: string; emailVerified: boolean }> {
    if (!this.deps.mail.enabled) throw new AppError('mail_unavailable', VERIFY_MAIL_OFF);
    this.deps.limits.attempt(ip);
    const account = await this.deps.accounts.address(actor);
    if (account.emailVerified) return { message: ALREADY_VERIFIED, emailVerified: true };
    this.deps.limits.attemptOn(await this.deps.accounts.emailKey(account.email));
    await this.sendLink(account);
    return { message: verificationSent(account.email), emailVerified: false };
  }

  /**
   * Uses a link: its address is verified if the account still uses it. A used, expired or
   * unknown link, or one for another address, is one 400.
   */
  async verify({ ip }: Caller, raw: VerifyEmailInput): Promise<{ message: string }> {
    const input = validateInput(VerifyEmailInput, raw);
    this.deps.limits.attempt(ip);
    await this.db.transaction(async (tx) => {
      const claimed = await links.claim(tx, linkTokenHash(input.token));
      const verified =
        claimed !== undefined &&
        (await this.deps.accounts.markEmailVerified(tx, claimed.userId, claimed.email));
      if (!verified) throw AppError.validation(VERIFY_LINK_INVALID, { token: VERIFY_LINK_INVALID });
    });
    return { message: EMAIL_VERIFIED };
  }

  /** Resolves once every first link asked for so far is recorded and queued (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** A new account's first link; none when the server sends no mail (a resend says so). */
  private afterRegistration(account: RegisteredAccount): Promise<void> {
    if (!this.deps.mail.enabled) return Promise.resolve();
    const sending = this.sendLink(account);
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending)).catch(() => undefined);
    return sending;
  }

  private async sendLink(account: { id: string; name: string; email: string }): Promise<void> {
    const { token, hash } = newLinkToken();
    await this.db.transaction(async (tx) => {
      await links.insert(tx, {
        userId: account.id,
        email: account.email,
        tokenHash: hash,
        hours: VERIFY_LINK_HOURS,
      });
      await this.deps.mail.enqueue(tx, {
        to: account.email,
        kind: 'email-verification',
        data: { name: account.name, verifyPath: `/verify-email?token=${token}` },
      });
    });
  }
}
