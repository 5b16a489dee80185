import { emailProblem, newPasswordProblem } from '../accounts/account-rules';

/** What the Profile tab edits. */
export interface ProfileValues {
  name: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileValues;

export type ProfileProblems = Partial<Record<ProfileField, string>>;

export const NEW_PASSWORDS_DIFFER = 'New passwords do not match';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to set a new password';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Current password is required to change the email';

/** Whether the form would change the account's email (`savedEmail`), as the API compares it. */
export function changesEmail(values: ProfileValues, savedEmail: string): boolean {
  return values.email.trim() !== savedEmail;
}

/**
 * The profile rules: name and email required, the email well formed; the
 * password fields optional unless a new password is being set, which then needs its confirmation
 * and the current password, and at least 6 characters in the new and confirmation fields. A
 * change of the email (from `savedEmail`) needs the current password too, as the API requires.
 */
export function profileProblems(values: ProfileValues, savedEmail: string): ProfileProblems {
  const problems: ProfileProblems = {};
  if (values.name.trim() === '') problems.name = 'Name is required';
  const email = emailProblem(values.email);
  if (email) problems.email = email;

  if (values.newPassword === '' && values.confirmPassword === '') {
    // Asked once the new address is one: a malformed one has its own problem to fix first.
    if (!email && changesEmail(values, savedEmail) && values.currentPassword === '') {
      problems.currentPassword = CURRENT_PASSWORD_FOR_EMAIL;
    }
    return problems;
  }
  const newPassword = newPasswordProblem(values.newPassword);
  if (newPassword) problems.newPassword = newPassword;
  if (values.confirmPassword !== values.newPassword) {
    problems.confirmPassword = NEW_PASSWORDS_DIFFER;
  } else {
    const confirmation = newPasswordProblem(values.confirmPassword);
    if (confirmation) problems.confirmPassword = confirmation;
  }
  if (values.currentPassword === '') problems.currentPassword = CURRENT_PASSWORD_REQUIRED;
  return problems;
}
