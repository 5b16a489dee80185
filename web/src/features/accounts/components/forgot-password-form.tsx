import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formProblems } from '../../../app/request-error';
import { ForgotPasswordFormRequestDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { emailProblem } from '../account-rules';
import './forgot-password-form.css';

const LABELS = { email: 'Email' } as const;

export interface ForgotPasswordFormProps {
  /** The address to start from (what the sign-in form held). */
  initialEmail?: string;
  /** The button's text: "Send reset link", or "Send a new link" after an expired one. */
  submitLabel?: string;
}

/**
 * Asks for a password reset link. The API answers the same whether an account uses the address
 * or not, and the form shows that answer as it came; it stays on the page so the address can be
 * corrected and sent again.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  submitLabel = 'Send reset link',
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [request, { loading }] = useMutation(ForgotPasswordFormRequestDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const found = emailProblem(email);
    setProblem(found);
    setMessage(undefined);
    if (found) return;
    try {
      const { data } = await request({
        variables: { input: { email: email.trim() } },
        context: { withoutSession: true },
      });
      if (!data) throw new Error('the API answered without a message');
      setMessage({ tone: 'success', text: data.forgotPassword.message });
    } catch (error) {
      const laidOut = formProblems(error, LABELS, 'Could not send the link. Please try again.');
      setProblem(laidOut.fields.email);
      if (laidOut.message) setMessage({ tone: 'error', text: laidOut.message });
    }
  }

  return (
    <form className="forgot-password-form" onSubmit={submit} noValidate>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField
        label={LABELS.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={problem}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block loading={loading}>
        {submitLabel}
      </Button>
    </form>
  );
}
