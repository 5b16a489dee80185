import type { Caller } from '../../core/actor';
import { AppError } from '../../core/app-error';
import { linkTokenHash, newLinkToken } from '../../lib/link-token';
import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validate-input';
import type { AccountService, Session } from '../accounts/account.service';
import type { MailService } from '../mail/mail.service';
import { ForgotPasswordInput, ResetPasswordInput } from './dtos/password-reset.inputs';
import { passwordResetRepository as resets } from './password-reset.repository';
import type { ResetLimits } from './reset-limits';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
/** The one answer to a request for a link, whether an account uses the address or not. */
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password. The link works for 30 minutes.';
/** The one refusal of a link that was used, has expired or never existed. */
export const RESET_LINK_INVALID =
  'This reset link is invalid, has already been used or has expired. Ask for a new one.';
export const RESET_MAIL_OFF =
  'Password reset by email is not available on this server. Ask its administrator for help.';

/**
 * Password reset by email. Asking for a link answers the same, after the same work,
 * whether an account uses the address or not: the request validates, counts its limits and
 * reads the address's key, which reads no account; finding the account, recording the link and
 * queueing its mail happen after the answer, in one transaction. Using a link spends it, and
 * every other link of the account, in the transaction that sets the password.
 */
export class PasswordResetService {
  /** Links being recorded after their answer: shutdown and tests wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      accounts: AccountService;
      mail: MailService;
      limits: ResetLimits;
      logger: Logger;
    },
  ) {}

  async forgotPassword({ ip }: Caller, raw: ForgotPasswordInput): Promise<{ message: string }> {
    const input = validateInput(ForgotPasswordInput, raw);
    if (!this.deps.mail.enabled) throw new AppError('mail_unavailable', RESET_MAIL_OFF);
    this.deps.limits.attempt(ip);
    const emailKey = await this.deps.accounts.emailKey(input.email);
    this.deps.limits.attemptOn(emailKey);
    const sending = this.sendLink(emailKey).catch((error: unknown) =>
      this.deps.logger.error({ err: error }, 'a password reset link could not be queued'),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
    return { message: RESET_REQUESTED };
  }

  async resetPassword({ ip }: Caller, raw: ResetPasswordInput): Promise<Session> {
    const input = validateInput(ResetPasswordInput, raw);
    this.deps.limits.attempt(ip);
    return this.deps.accounts.setPasswordByClaim(
      input.newPassword,
      (tx) => resets.claim(tx, linkTokenHash(input.token)),
      () => AppError.validation(RESET_LINK_INVALID, { token: RESET_LINK_INVALID }),
    );
  }

  /** Resolves once every link asked for so far is recorded and queued (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async sendLink(emailKey: string): Promise<void> {
    const account = await this.deps.accounts.activeAccount(emailKey);
    if (!account) return;
    const { token, hash } = newLinkToken();
    await this.db.transaction(async (tx) => {
      await resets.insert(tx, account.id, hash, RESET_LINK_MINUTES);
      await this.deps.mail.enqueue(tx, {
        to: account.email,
        kind: 'password-reset',
        data: { name: account.name, resetPath: `/reset-password?token=${token}` },
      });
    });
  }
}
