import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORDS_DIFFER,
  profileProblems,
  type ProfileValues,
} from '../profile-rules';

const VALID: ProfileValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The rules for a form loaded with VALID's email. */
const problemsOf = (values: ProfileValues) => profileProblems(values, VALID.email);

describe('the profile rules', () => {
  it('accept a name and an email with every password field empty', () => {
    expect(problemsOf(VALID)).toEqual({});
  });

  it('require a name and a well-formed email', () => {
    expect(problemsOf({ ...VALID, name: '  ', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(problemsOf({ ...VALID, email: 'ada@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('want the current password to change the email, and not to keep it', () => {
    expect(problemsOf({ ...VALID, email: 'ada@elsewhere.example' })).toEqual({
      currentPassword: CURRENT_PASSWORD_FOR_EMAIL,
    });
    expect(problemsOf({ ...VALID, email: 'Ada@example.com' })).toEqual({
      currentPassword: CURRENT_PASSWORD_FOR_EMAIL,
    });
    expect(problemsOf({ ...VALID, email: ' ada@example.com ' })).toEqual({});
    expect(
      problemsOf({ ...VALID, email: 'ada@elsewhere.example', currentPassword: 'secret-one' }),
    ).toEqual({});
  });

  it('ignore a current password typed without a new one', () => {
    expect(problemsOf({ ...VALID, currentPassword: 'anything' })).toEqual({});
  });

  it('want the confirmation and the current password with a new password', () => {
    expect(
      problemsOf({ ...VALID, newPassword: 'secret-two', confirmPassword: 'secret-2' }),
    ).toEqual({
      confirmPassword: NEW_PASSWORDS_DIFFER,
      currentPassword: CURRENT_PASSWORD_REQUIRED,
    });
    expect(problemsOf({ ...VALID, confirmPassword: 'secret-two', currentPassword: 'x' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: NEW_PASSWORDS_DIFFER,
    });
  });

  it('want at least 6 characters in the new and confirmation fields', () => {
    expect(
      problemsOf({
        ...VALID,
        currentPassword: 'old',
        newPassword: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
    expect(
      problemsOf({
        ...VALID,
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });

  it('want a visible character in the new password', () => {
    const blank = '\u200b'.repeat(6);
    expect(
      problemsOf({ ...VALID, currentPassword: 'old', newPassword: blank, confirmPassword: blank }),
    ).toEqual({
      newPassword: 'Password must contain at least one visible character',
      confirmPassword: 'Password must contain at least one visible character',
    });
  });
});
