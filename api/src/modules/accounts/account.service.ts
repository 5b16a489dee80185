import type { Caller, Role, SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import { isUniqueViolation } from '../../core/db-errors';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validate-input';
import { LoginInput, RegisterInput, UpdateProfileInput } from './dtos/account.inputs';
import type { PasswordHasher } from './password-hasher';
import type { SessionTokens } from './session-tokens';
import type { SignInLimits } from './sign-in-limits';
import type { SubscriptionService, SubscriptionStatus } from './subscription.service';
import {
  EMAIL_TAKEN_CONSTRAINT,
  userRepository as users,
  type UserRecord,
} from './user.repository';

/** The signed-in account as every surface shows it (`user`). */
export interface AccountView {
  id: string;
  name: string;
  email: string;
  role: UserRecord['role'];
  /** Whether the address is shown to be the owner's (a verification link used). */
  emailVerified: boolean;
  createdAt: Date;
  subscription: SubscriptionStatus;
}

/** What the profile form shows (`profile`). */
export type Profile = Pick<AccountView, 'name' | 'email' | 'createdAt'>;

/** An account just registered, as what reacts to it (its first verification link) sees it. */
export interface RegisteredAccount {
  id: string;
  name: string;
  email: string;
}

/** A new session: its token and the account. */
export interface Session {
  token: string;
  user: AccountView;
}

/** The same words whether the email is unknown or the password wrong: no one learns which. */
export const BAD_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to set a new password';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Current password is required to change the email';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
const ACCOUNT_GONE = 'Your account is no longer available. Please sign in again.';

/**
 * Accounts: registration, sign-in, the profile. Passwords are argon2id hashes; a session is a
 * JWT naming the account and its token version, so a password change ends every earlier session.
 */
export class AccountService {
  /** What runs after each registration (`onRegistered`). */
  private readonly registered: Array<(account: RegisteredAccount) => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly deps: {
      hasher: PasswordHasher;
      tokens: SessionTokens;
      limits: SignInLimits;
      subscriptions: SubscriptionService;
      logger: Logger;
    },
  ) {}

  async register({ ip }: Caller, raw: RegisterInput): Promise<Session> {
    const input = validateInput(RegisterInput, raw);
    this.deps.limits.attempt(ip);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const user = await this.insertUser({ ...input, passwordHash });
    const account = { id: user.id, name: user.name, email: user.email };
    for (const handler of this.registered) {
      // After the answer: a failure is logged and leaves the account as registered.
      void handler(account).catch((error: unknown) =>
        this.deps.logger.error({ err: error }, 'a registration follow-up failed'),
      );
    }
    return this.session(user);
  }

  /**
   * Registers what a later feature does once an account registers (email verification mails
   * its first link); run after the account is stored, never failing the registration.
   */
  onRegistered(handler: (account: RegisteredAccount) => Promise<void>): void {
    this.registered.push(handler);
  }

  /**
   * Marks the address of account `userId` verified inside `tx` if the account still uses
   * `email`; whether it does (and is not disabled).
   */
  markEmailVerified(tx: Tx, userId: string, email: string): Promise<boolean> {
    return users.markEmailVerified(tx, userId, email);
  }

  async login({ ip }: Caller, raw: LoginInput): Promise<Session> {
    const input = validateInput(LoginInput, raw);
    this.deps.limits.attempt(ip);
    const { emailKey, user } = await users.findForSignIn(this.db, input.email);
    this.deps.limits.attemptOn(emailKey);
    const matches = user
      ? await this.deps.hasher.matches(user.passwordHash, input.password)
      : await this.deps.hasher.spendVerification(input.password);
    if (!user || !matches || user.disabledAt) throw new AppError('unauthorized', BAD_CREDENTIALS);
    return this.session(user);
  }

  /** The acting account with its plan. */
  async me(actor: SignedInActor): Promise<AccountView> {
    // Both reads need only the id: they go out together.
    const [user, subscription] = await Promise.all([
      this.requireUser(actor),
      this.deps.subscriptions.status(actor.id),
    ]);
    return accountView(user, subscription);
  }

  /** The profile form's fields: the account without its plan (nothing else is read). */
  async profile(actor: SignedInActor): Promise<Profile> {
    const { name, email, createdAt } = await this.requireUser(actor);
    return { name, email, createdAt };
  }

  /**
   * Changes the name, and the email or the password with the right `currentPassword`: a stolen
   * session alone must not be able to move the account to another address for good. A password
   * change raises the token version, so every earlier token stops working; the caller gets a
   * fresh one to stay signed in. A wrong current password is a 400 on its field (a 401 would read
   * as "your session ended").
   */
  async updateProfile(
    actor: SignedInActor,
    raw: UpdateProfileInput,
  ): Promise<{ user: AccountView; token: string | null }> {
    const input = validateInput(UpdateProfileInput, raw);
    const user = await this.requireUser(actor);
    const changesPassword = input.newPassword !== undefined;
    // Any change of the address as stored, its case included: the user sees it as written.
    if (changesPassword || input.email !== user.email) {
      const missing = changesPassword ? CURRENT_PASSWORD_REQUIRED : CURRENT_PASSWORD_FOR_EMAIL;
      await this.requireCurrentPassword(user, input.currentPassword, missing);
    }
    const passwordHash =
      input.newPassword === undefined ? undefined : await this.deps.hasher.hash(input.newPassword);
    const updated = await this.writeProfile(user.id, {
      name: input.name,
      email: input.email,
      passwordHash,
    });
    const token = passwordHash ? this.deps.tokens.issue(updated.id, updated.tokenVersion) : null;
    return { user: await this.view(updated), token };
  }

  /**
   * ADMIN_EMAIL / ADMIN_PASSWORD at start-up: the account exists, is an admin, signs in with
   * that password and has its address verified (the operator's own). An account already in that state is left alone (its sessions survive a
   * restart); otherwise its role and password are set and its old sessions revoked.
   */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await users.findByEmail(this.db, email);
    if (!existing) {
      const passwordHash = await this.deps.hasher.hash(password);
      await this.insertUser({
        name: 'Administrator',
        email,
        passwordHash,
        role: 'admin',
        emailVerified: true,
      }).catch((error: unknown) => {
        // Another process ensured it at the same moment.
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      });
      return;
    }
    // The operator's own address: taken as verified.
    if (!existing.emailVerifiedAt) {
      await users.markEmailVerified(this.db, existing.id, existing.email);
    }
    const current =
      existing.role === 'admin' &&
      !existing.disabledAt &&
      (await this.deps.hasher.matches(existing.passwordHash, password));
    if (current) return;
    await users.setRoleAndPassword(
      this.db,
      existing.id,
      'admin',
      await this.deps.hasher.hash(password),
    );
    this.deps.logger.info({ email }, 'the admin account was updated from ADMIN_EMAIL');
  }

  /**
   * Creates an account unless its email is taken (demo seed); returns it either way. Its address
   * is taken as verified: the demo accounts' are the seed's own.
   */
  async ensureAccount(account: {
    name: string;
    email: string;
    password: string;
    role: UserRecord['role'];
  }): Promise<UserRecord> {
    const existing = await users.findByEmail(this.db, account.email);
    if (existing) {
      if (!existing.emailVerifiedAt)
        await users.markEmailVerified(this.db, existing.id, existing.email);
      return existing;
    }
    const passwordHash = await this.deps.hasher.hash(account.password);
    return this.insertUser({ ...account, passwordHash, emailVerified: true });
  }

  /**
   * Gives an account `role` as part of the caller's transaction `tx` (an approval commits with
   * its role). A role is only ever raised: granting `expert` to an admin keeps the admin. Roles
   * are read on every request, so the account acts with it on its next one, whatever token it
   * holds. An account that no longer exists is a 404.
   */
  async grantRole(tx: Tx, userId: string, role: Role): Promise<void> {
    if (!(await users.raiseRole(tx, userId, role))) throw AppError.notFound('Account not found');
  }

  /**
   * The key an address finds its account by, as PostgreSQL computes it, without reading any
   * account: what a per-email limit counts, known address or not.
   */
  emailKey(email: string): Promise<string> {
    return users.emailKey(this.db, email);
  }

  /** The acting account's name, address and whether it is verified (a verification link's). */
  async address(
    actor: SignedInActor,
  ): Promise<{ id: string; name: string; email: string; emailVerified: boolean }> {
    const { id, name, email, emailVerifiedAt } = await this.requireUser(actor);
    return { id, name, email, emailVerified: emailVerifiedAt !== null };
  }

  /** The account an email key finds, unless it is disabled: who a reset link is for. */
  async activeAccount(
    emailKey: string,
  ): Promise<Pick<UserRecord, 'id' | 'name' | 'email'> | undefined> {
    const user = await users.findByEmail(this.db, emailKey);
    return user && !user.disabledAt
      ? { id: user.id, name: user.name, email: user.email }
      : undefined;
  }

  /**
   * Sets `newPassword` on the account `claim` names, in one transaction with the claim (a reset
   * link used up): the password changes only if the claim holds, and the claim is spent only if
   * the password changes. The token version rises, so every earlier session ends; the caller
   * gets a new one. The hash is computed before the transaction, which holds no lock that long.
   * `claim` resolving undefined, or a disabled account, is `refused`.
   */
  async setPasswordByClaim(
    newPassword: string,
    claim: (tx: Tx) => Promise<string | undefined>,
    refused: () => AppError,
  ): Promise<Session> {
    const passwordHash = await this.deps.hasher.hash(newPassword);
    const user = await this.db.transaction(async (tx) => {
      const userId = await claim(tx);
      const updated = userId ? await users.setPassword(tx, userId, passwordHash) : undefined;
      if (!updated) throw refused();
      return updated;
    });
    return this.session(user);
  }

  /**
   * The acting account once `currentPassword` is right: a 400 on the field otherwise, counted as
   * a sign-in attempt on the account (what deleting an account asks first).
   */
  async confirmPassword(actor: SignedInActor, currentPassword: string): Promise<UserRecord> {
    const user = await this.requireUser(actor);
    await this.requireCurrentPassword(user, currentPassword, CURRENT_PASSWORD_WRONG);
    return user;
  }

  /**
   * Anonymises the account inside `tx` (its deletion): the name and address go, the address is
   * free to register again, and every session ends on its next request.
   */
  anonymise(tx: Tx, userId: string): Promise<void> {
    return users.anonymise(tx, userId);
  }

  /** The token a new session of `user` carries. */
  issueToken(user: UserRecord): string {
    return this.deps.tokens.issue(user.id, user.tokenVersion);
  }

  private async session(user: UserRecord): Promise<Session> {
    return { token: this.issueToken(user), user: await this.view(user) };
  }

  private async view(user: UserRecord): Promise<AccountView> {
    return accountView(user, await this.deps.subscriptions.status(user.id));
  }

  /**
   * A 400 on `currentPassword`, saying `missing` when it was not sent, unless it is right. Each
   * check is a sign-in attempt on the account: with a stolen session it is a password guess too.
   */
  private async requireCurrentPassword(
    user: UserRecord,
    given: string | undefined,
    missing: string,
  ): Promise<void> {
    if (given === undefined) throw AppError.validation(missing, { currentPassword: missing });
    this.deps.limits.attemptOn(user.emailKey);
    if (!(await this.deps.hasher.matches(user.passwordHash, given))) {
      throw AppError.validation(CURRENT_PASSWORD_WRONG, {
        currentPassword: CURRENT_PASSWORD_WRONG,
      });
    }
  }

  private async requireUser(actor: SignedInActor): Promise<UserRecord> {
    const user = await users.findById(this.db, actor.id);
    if (!user || user.disabledAt) throw new AppError('unauthorized', ACCOUNT_GONE);
    return user;
  }

  private async insertUser(user: Parameters<typeof users.insert>[1]): Promise<UserRecord> {
    try {
      return await users.insert(this.db, user);
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) {
        throw new AppError('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      }
      throw error;
    }
  }

  private async writeProfile(
    id: string,
    changes: Parameters<typeof users.updateProfile>[2],
  ): Promise<UserRecord> {
    try {
      const updated = await users.updateProfile(this.db, id, changes);
      if (!updated) throw new AppError('unauthorized', ACCOUNT_GONE);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) {
        throw new AppError('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      }
      throw error;
    }
  }
}

function accountView(user: UserRecord, subscription: SubscriptionStatus): AccountView {
  const { id, name, email, role, createdAt } = user;
  const emailVerified = user.emailVerifiedAt !== null;
  return { id, name, email, role, emailVerified, createdAt, subscription };
}
