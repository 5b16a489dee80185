import {
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

describe('the profile rules', () => {
  it('accept a name and an email with every password field empty', () => {
    expect(profileProblems(VALID)).toEqual({});
  });

  it('require a name and a well-formed email', () => {
    expect(profileProblems({ ...VALID, name: '  ', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(profileProblems({ ...VALID, email: 'ada@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('ignore a current password typed without a new one', () => {
    expect(profileProblems({ ...VALID, currentPassword: 'anything' })).toEqual({});
  });

  it('want the confirmation and the current password with a new password', () => {
    expect(
      profileProblems({ ...VALID, newPassword: 'secret-two', confirmPassword: 'secret-2' }),
    ).toEqual({
      confirmPassword: NEW_PASSWORDS_DIFFER,
      currentPassword: CURRENT_PASSWORD_REQUIRED,
    });
    expect(
      profileProblems({ ...VALID, confirmPassword: 'secret-two', currentPassword: 'x' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: NEW_PASSWORDS_DIFFER,
    });
  });

  it('want at least 6 characters in the new and confirmation fields', () => {
    expect(
      profileProblems({
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
      profileProblems({
        ...VALID,
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });
});
