import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { useLinkToken } from '../../../app/hooks/use-link-token';
import { formProblems, readRequestError } from '../../../app/request-error';
import { ResetPasswordPageResetDocument } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { CardPage } from '../../../ui/card-page';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { newPasswordProblem } from '../account-rules';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useSession } from '../hooks/use-session';
import './reset-password-page.css';

type Field = 'newPassword' | 'confirmPassword';
const LABELS: Record<Field, string> = {
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const MISMATCH = 'New passwords do not match';

/** Where the page is: choosing a password, done, or the link cannot be used. */
type Phase = { kind: 'form' } | { kind: 'done' } | { kind: 'unusable'; message: string };

/**
 * `/reset-password?token=`: the page a reset mail links to. A new password twice, then the
 * account is signed in with a fresh session (every earlier one ended). A used, expired or
 * unknown link says so and offers to send a new one.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset your password | FlowVault');
  const token = useLinkToken('/reset-password');
  const { signIn } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    newPassword: '',
    confirmPassword: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string>();
  const [phase, setPhase] = useState<Phase>(
    token ? { kind: 'form' } : { kind: 'unusable', message: 'This reset link is incomplete.' },
  );
  const [reset, { loading }] = useMutation(ResetPasswordPageResetDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !token) return;
    const found: Partial<Record<Field, string>> = {};
    const password = newPasswordProblem(values.newPassword);
    if (password) found.newPassword = password;
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = MISMATCH;
    setProblems(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await reset({
        variables: { input: { token, newPassword: values.newPassword } },
        context: { withoutSession: true },
      });
      if (!data) throw new Error('the API answered without a session');
      signIn(data.resetPassword.token);
      setPhase({ kind: 'done' });
    } catch (error) {
      const refused = readRequestError(error).fields.token;
      if (refused) {
        setPhase({ kind: 'unusable', message: refused });
        return;
      }
      const laidOut = formProblems(
        error,
        LABELS,
        'Could not change your password. Please try again.',
        (key) => (key === 'newPassword' ? 'newPassword' : undefined),
      );
      setProblems(laidOut.fields);
      setMessage(laidOut.message);
    }
  }

  return (
    <CardPage titleId="reset-password-title">
      {phase.kind === 'done' ? (
        <>
          <h1 id="reset-password-title">Password changed</h1>
          <FormMessage tone="success">
            Your new password is set and you are signed in. Every other session of your account has
            been signed out.
          </FormMessage>
          <ButtonLink to="/dashboard" block>
            Go to your dashboard
          </ButtonLink>
        </>
      ) : phase.kind === 'unusable' ? (
        <>
          <h1 id="reset-password-title">Ask for a new link</h1>
          <FormMessage tone="error">{phase.message}</FormMessage>
          <p>Enter your account&apos;s email address and we will send you a new link.</p>
          <ForgotPasswordForm submitLabel="Send a new link" />
        </>
      ) : (
        <>
          <h1 id="reset-password-title">Choose a new password</h1>
          <p>Your new password signs out every other session of your account.</p>
          <form className="reset-password-page__form" onSubmit={submit} noValidate>
            {message && <FormMessage tone="error">{message}</FormMessage>}
            {(Object.keys(LABELS) as Field[]).map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                name={field}
                type="password"
                autoComplete="new-password"
                required
                value={values[field]}
                error={problems[field]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field]: event.target.value }))
                }
              />
            ))}
            <Button type="submit" block loading={loading}>
              Set new password
            </Button>
          </form>
        </>
      )}
    </CardPage>
  );
}
