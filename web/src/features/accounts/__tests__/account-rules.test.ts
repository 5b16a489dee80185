import { signInProblems } from '../account-rules';

describe('the sign-in form rules', () => {
  it('want an email and a password to sign in, whatever its length', () => {
    expect(signInProblems('login', { name: '', email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(signInProblems('login', { name: '', email: 'a@b.co', password: '123' })).toEqual({});
  });

  it('want a name, a valid email and 6 to 128 characters of password for a new account', () => {
    expect(signInProblems('register', { name: ' ', email: 'a@b', password: '12345' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(
      signInProblems('register', { name: 'Ada', email: 'a@b.co', password: 'x'.repeat(129) }),
    ).toEqual({ password: 'Password must be at most 128 characters' });
    expect(
      signInProblems('register', { name: 'Ada', email: 'a@b.co', password: 'x'.repeat(128) }),
    ).toEqual({});
  });

  it('want a visible character in a new password, and take spaces around one as typed', () => {
    const invisible = ['      ', '\u200b'.repeat(6), ' \t\u200d\ufeff\u00a0 ', '\u0301'.repeat(6)];
    for (const password of [...invisible, '\ufe0f'.repeat(6), '\u2800'.repeat(6)]) {
      expect(signInProblems('register', { name: 'Ada', email: 'a@b.co', password })).toEqual({
        password: 'Password must contain at least one visible character',
      });
    }
    expect(
      signInProblems('register', { name: 'Ada', email: 'a@b.co', password: '  x   ' }),
    ).toEqual({});
    expect(
      signInProblems('register', { name: 'Ada', email: 'a@b.co', password: 'e\u0301     ' }),
    ).toEqual({});
  });
});
