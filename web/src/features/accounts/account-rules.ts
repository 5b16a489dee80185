/** The length a password must have: at least 6 characters, at most 128, as the API checks. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Something, an @, something, a dot, something: the API checks the rest. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem of a required email address, if any. */
export function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return 'Email is required';
  if (!EMAIL_ADDRESS.test(email.trim())) return 'Please enter a valid email address';
  return undefined;
}

/** A character one can see: the API's rule (`VISIBLE_CHARACTER` in api/src/core/input-rules). */
const VISIBLE_CHARACTER =
  /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The problem of a new password, if any: its length, or not one visible character in it. It is
 * otherwise taken as typed, spaces included.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (!VISIBLE_CHARACTER.test(password)) {
    return 'Password must contain at least one visible character';
  }
  return undefined;
}

export type SignInMode = 'login' | 'register';
export type SignInField = 'name' | 'email' | 'password';
export type SignInValues = Record<SignInField, string>;
export type SignInProblems = Partial<Record<SignInField, string>>;

/**
 * What the sign-in form can tell before asking the API: an email in both modes; a password at
 * sign-in (its length is the API's business: older accounts may predate today's rule); a name and
 * a password of 6 to 128 characters for a new account.
 */
export function signInProblems(mode: SignInMode, values: SignInValues): SignInProblems {
  const problems: SignInProblems = {};
  if (mode === 'register' && values.name.trim() === '') problems.name = 'Name is required';
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  const password =
    mode === 'register'
      ? newPasswordProblem(values.password)
      : values.password === ''
        ? 'Password is required'
        : undefined;
  if (password) problems.password = password;
  return problems;
}
