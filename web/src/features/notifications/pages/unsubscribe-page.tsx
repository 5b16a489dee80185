import { useMutation } from '@apollo/client/react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { useLinkAction } from '../../../app/hooks/use-link-action';
import { UnsubscribePageUnsubscribeDocument } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { CardPage } from '../../../ui/card-page';
import { FormMessage } from '../../../ui/form-message';
import { Spinner } from '../../../ui/spinner';
import { UnansweredLink } from '../../../ui/unanswered-link';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import './unsubscribe-page.css';

/** Where the page's links go: the Settings section's Notifications tab. */
export const NOTIFICATION_SETTINGS_PATH = '/dashboard?section=settings&tab=notifications';

const INVALID = 'This unsubscribe link is not valid.';

/**
 * `/unsubscribe?token=`: the page an email's unsubscribe link opens. It turns that kind of email
 * off at once, without signing in (the link is the proof), and says what was turned off; a link
 * that is not valid says so. Either way it leads to the Notifications settings.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe | FlowVault');
  const [unsubscribe] = useMutation(UnsubscribePageUnsubscribeDocument);
  const { phase, retry } = useLinkAction(
    '/unsubscribe',
    async (token) => {
      const { data } = await unsubscribe({
        variables: { input: { token } },
        context: { withoutSession: true },
      });
      if (!data) throw new Error('the API answered without a result');
      return data.unsubscribe.message;
    },
    INVALID,
  );

  return (
    <CardPage titleId="unsubscribe-title">
      {phase.kind === 'working' && (
        <>
          <h1 id="unsubscribe-title">Unsubscribing</h1>
          <Spinner size={28} label="Turning these emails off" />
        </>
      )}
      {phase.kind === 'done' && (
        <>
          <h1 id="unsubscribe-title">You are unsubscribed</h1>
          <FormMessage tone="success">{phase.result}</FormMessage>
          <p>You can turn these emails back on, or change any other, in your settings.</p>
          <SettingsLinks />
        </>
      )}
      {phase.kind === 'invalid' && (
        <>
          <h1 id="unsubscribe-title">This link is not valid</h1>
          <FormMessage tone="error">{phase.message}</FormMessage>
          <p>Sign in to choose which emails you get in your notification settings.</p>
          <SettingsLinks />
        </>
      )}
      {phase.kind === 'failed' && (
        <UnansweredLink title="Could not unsubscribe" titleId="unsubscribe-title" onRetry={retry} />
      )}
    </CardPage>
  );
}

/** The way on: the Notifications settings, and Sign in for a visitor who is signed out. */
function SettingsLinks() {
  const { user } = useSession();
  const openSignIn = useSignInPrompt();
  return (
    <div className="unsubscribe-page__actions">
      <ButtonLink to={NOTIFICATION_SETTINGS_PATH} variant={user ? 'primary' : 'secondary'}>
        Notification settings
      </ButtonLink>
      {!user && (
        <Button onClick={() => openSignIn('change your notification settings')}>Sign in</Button>
      )}
    </div>
  );
}
