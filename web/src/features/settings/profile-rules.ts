import { emailProblem, passwordLengthProblem } from '../accounts/account-rules';

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

/**
 * The profile rules of PRODUCT-SPEC §5: name and email required, the email well formed; the
 * password fields optional unless a new password is being set, which then needs its confirmation
 * and the current password, and at least 6 characters in the new and confirmation fields.
 */
export function profileProblems(values: ProfileValues): ProfileProblems {
  const problems: ProfileProblems = {};
  if (values.name.trim() === '') problems.name = 'Name is required';
  const email = emailProblem(values.email);
  if (email) problems.email = email;

  if (values.newPassword === '' && values.confirmPassword === '') return problems;
  const newPassword = passwordLengthProblem(values.newPassword);
  if (newPassword) problems.newPassword = newPassword;
  if (values.confirmPassword !== values.newPassword) {
    problems.confirmPassword = NEW_PASSWORDS_DIFFER;
  } else {
    const confirmation = passwordLengthProblem(values.confirmPassword);
    if (confirmation) problems.confirmPassword = confirmation;
  }
  if (values.currentPassword === '') problems.currentPassword = CURRENT_PASSWORD_REQUIRED;
  return problems;
}
