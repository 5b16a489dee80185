import { useMutation } from '@apollo/client/react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { useLinkAction } from '../../../app/hooks/use-link-action';
import { VerifyEmailPageVerifyDocument } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { CardPage } from '../../../ui/card-page';
import { FormMessage } from '../../../ui/form-message';
import { Spinner } from '../../../ui/spinner';
import { UnansweredLink } from '../../../ui/unanswered-link';
import { EmailVerificationNotice } from '../components/email-verification-notice';
import { useSession } from '../hooks/use-session';
import { useSignInPrompt } from '../hooks/use-sign-in-prompt';
import './verify-email-page.css';

/** Where a link's way on goes: the Profile tab of the dashboard's Settings. */
export const PROFILE_SETTINGS_PATH = '/dashboard?section=settings&tab=profile';

const INCOMPLETE = 'This verification link is incomplete.';

/**
 * `/verify-email?token=`: the page a verification mail links to. It verifies the address at
 * once, signed in or not (the link is the proof), and says so; the session, when there is one,
 * is read again so the app knows. A link that is no good says why and offers a new one.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify your email | FlowVault');
  const { refresh } = useSession();
  const [verify] = useMutation(VerifyEmailPageVerifyDocument);
  const { phase, retry } = useLinkAction(
    '/verify-email',
    async (token) => {
      const { data } = await verify({
        variables: { input: { token } },
        context: { withoutSession: true },
      });
      if (!data) throw new Error('the API answered without a result');
      // Verified whatever the reading says: a failed one leaves the session as it was.
      await refresh().catch(() => undefined);
      return data.verifyEmail.message;
    },
    INCOMPLETE,
  );

  return (
    <CardPage titleId="verify-email-title">
      {phase.kind === 'working' && (
        <>
          <h1 id="verify-email-title">Verifying your email</h1>
          <Spinner size={28} label="Verifying your email" />
        </>
      )}
      {phase.kind === 'done' && (
        <>
          <h1 id="verify-email-title">Email verified</h1>
          <FormMessage tone="success">{phase.result}</FormMessage>
          <p>You can now publish templates on FlowVault.</p>
          <WayOn />
        </>
      )}
      {phase.kind === 'invalid' && (
        <>
          <h1 id="verify-email-title">This link cannot be used</h1>
          <FormMessage tone="error">{phase.message}</FormMessage>
          <NewLink />
        </>
      )}
      {phase.kind === 'failed' && (
        <UnansweredLink
          title="Could not verify your email"
          titleId="verify-email-title"
          onRetry={retry}
        />
      )}
    </CardPage>
  );
}

/** After verifying: the account's settings, or Sign in for a visitor signed out. */
function WayOn() {
  const { user } = useSession();
  const openSignIn = useSignInPrompt();
  if (user) return <ButtonLink to={PROFILE_SETTINGS_PATH}>Go to your settings</ButtonLink>;
  return (
    <div className="verify-email-page__actions">
      <Button onClick={() => openSignIn('use your account')}>Sign in</Button>
    </div>
  );
}

/**
 * A link that is no good: a signed-in account whose address is not verified gets a new one
 * here; one already verified is told so; a visitor signs in first.
 */
function NewLink() {
  const { user } = useSession();
  const openSignIn = useSignInPrompt();
  if (!user) {
    return (
      <>
        <p>Sign in to send a new link to your address.</p>
        <div className="verify-email-page__actions">
          <Button onClick={() => openSignIn('send a new verification link')}>Sign in</Button>
        </div>
      </>
    );
  }
  if (user.emailVerified) {
    return (
      <>
        <FormMessage tone="notice">Your email address is already verified.</FormMessage>
        <ButtonLink to={PROFILE_SETTINGS_PATH}>Go to your settings</ButtonLink>
      </>
    );
  }
  return <EmailVerificationNotice email={user.email} />;
}
