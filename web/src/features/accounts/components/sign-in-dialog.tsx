import { useMutation } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { formProblems } from '../../../app/request-error';
import { SignInDialogLoginDocument, SignInDialogRegisterDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInProblems,
  type SignInField,
  type SignInMode,
  type SignInProblems,
  type SignInValues,
} from '../account-rules';
import { useSession } from '../hooks/use-session';
import { ForgotPasswordForm } from './forgot-password-form';
import './sign-in-dialog.css';

const LABELS: Record<SignInField, string> = { name: 'Name', email: 'Email', password: 'Password' };

const MODES = {
  login: {
    title: 'Sign in',
    failure: 'Could not sign you in. Please try again.',
    switchPrompt: 'New to FlowVault?',
    switchAction: 'Create an account',
  },
  register: {
    title: 'Create account',
    failure: 'Could not create your account. Please try again.',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

export interface SignInDialogProps {
  initialMode: SignInMode;
  /** What the visitor tried to do ("save templates"), shown in login mode. */
  reason?: string;
  onClose(): void;
}

/**
 * The sign-in and create-account dialog. On success the session adopts the new token and the
 * dialog closes, leaving the visitor on the page they were on. Problems the API names per field
 * show under that field; anything else (wrong password, too many attempts) shows on top as sent.
 */
export default function SignInDialog({ initialMode, reason, onClose }: SignInDialogProps) {
  const { signIn } = useSession();
  const [mode, setMode] = useState(initialMode);
  const [values, setValues] = useState<SignInValues>({ name: '', email: '', password: '' });
  const [problems, setProblems] = useState<SignInProblems>({});
  const [message, setMessage] = useState<string>();
  /** Whether the dialog shows the request for a reset link instead of the sign-in form. */
  const [forgot, setForgot] = useState(false);
  const [login, loginState] = useMutation(SignInDialogLoginDocument);
  const [register, registerState] = useMutation(SignInDialogRegisterDocument);
  const submitting = loginState.loading || registerState.loading;
  const texts = MODES[mode];

  const field = (name: SignInField) => ({
    label: LABELS[name],
    name,
    required: true,
    value: values[name],
    error: problems[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function switchMode() {
    setMode(mode === 'login' ? 'register' : 'login');
    setProblems({});
    setMessage(undefined);
  }

  async function requestToken(): Promise<string | undefined> {
    // A stale token must not spoil a fresh sign-in: these operations are sent without one.
    const context = { withoutSession: true };
    const email = values.email.trim();
    if (mode === 'login') {
      const { data } = await login({
        variables: { input: { email, password: values.password } },
        context,
      });
      return data?.login.token;
    }
    const { data } = await register({
      variables: { input: { name: values.name.trim(), email, password: values.password } },
      context,
    });
    return data?.register.token;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = signInProblems(mode, values);
    setProblems(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      const token = await requestToken();
      if (!token) throw new Error('the API answered without a token');
      signIn(token);
      onClose();
    } catch (error) {
      const laidOut = formProblems(error, LABELS, texts.failure);
      setProblems(laidOut.fields);
      setMessage(laidOut.message);
    }
  }

  if (forgot) {
    return (
      <Modal open title="Reset your password" onClose={onClose}>
        <p className="sign-in-dialog__lead">
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
        <ForgotPasswordForm initialEmail={values.email.trim()} />
        <p className="sign-in-dialog__switch">
          Remembered it?{' '}
          <button
            type="button"
            className="sign-in-dialog__switch-button"
            onClick={() => setForgot(false)}
          >
            Back to sign in
          </button>
        </p>
      </Modal>
    );
  }

  return (
    <Modal open title={texts.title} onClose={onClose}>
      <p className="sign-in-dialog__lead">
        {mode === 'register'
          ? 'Create a free account to save templates and hire n8n experts.'
          : reason
            ? `Sign in to ${reason}.`
            : 'Welcome back. Sign in to your FlowVault account.'}
      </p>
      <form className="sign-in-dialog__form" onSubmit={submit} noValidate>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        {mode === 'register' && <TextField {...field('name')} autoComplete="name" />}
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField
          {...field('password')}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          minLength={mode === 'register' ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={mode === 'register' ? PASSWORD_MAX_LENGTH : undefined}
        />
        {mode === 'login' && (
          <button
            type="button"
            className="sign-in-dialog__switch-button sign-in-dialog__forgot"
            onClick={() => {
              setForgot(true);
              setMessage(undefined);
              setProblems({});
            }}
          >
            Forgot password?
          </button>
        )}
        <Button type="submit" block loading={submitting}>
          {texts.title}
        </Button>
      </form>
      <p className="sign-in-dialog__switch">
        {texts.switchPrompt}{' '}
        <button type="button" className="sign-in-dialog__switch-button" onClick={switchMode}>
          {texts.switchAction}
        </button>
      </p>
    </Modal>
  );
}
