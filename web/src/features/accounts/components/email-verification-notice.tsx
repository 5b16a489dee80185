import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { readableMessage, readRequestError } from '../../../app/request-error';
import { EmailVerificationNoticeSendDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { useSession } from '../hooks/use-session';
import './email-verification-notice.css';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * "Verify your email", while the signed-in account's address is not verified: what it is for
 * (publishing templates) and a button that mails a new link. Once the server says the address is
 * verified, the session is read again and the notice goes.
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const titleId = useId();
  const { refresh } = useSession();
  const [send, { loading }] = useMutation(EmailVerificationNoticeSendDocument);
  const [outcome, setOutcome] = useState<Outcome>();

  async function resend() {
    if (loading) return;
    setOutcome(undefined);
    try {
      const { data } = await send();
      if (!data) throw new Error('the API answered without a result');
      const { message, emailVerified } = data.sendVerificationEmail;
      setOutcome({ tone: 'success', text: message });
      if (emailVerified) await refresh();
    } catch (error) {
      const text = readableMessage(readRequestError(error)) ?? 'Could not send a new link.';
      setOutcome({ tone: 'error', text });
    }
  }

  return (
    <section className="email-verification-notice" aria-labelledby={titleId}>
      <h3 id={titleId} className="email-verification-notice__title">
        Verify your email
      </h3>
      <p>
        We sent a link to <strong>{email}</strong>. Open it to verify your address: publishing
        templates needs it. The link works for 24 hours.
      </p>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <div>
        <Button variant="secondary" loading={loading} onClick={() => void resend()}>
          Send a new link
        </Button>
      </div>
    </section>
  );
}
