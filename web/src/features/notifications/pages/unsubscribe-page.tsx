import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { useLinkToken } from '../../../app/hooks/use-link-token';
import { readableMessage, readRequestError } from '../../../app/request-error';
import { UnsubscribePageUnsubscribeDocument } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { CardPage } from '../../../ui/card-page';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import './unsubscribe-page.css';

/** Where the page's links go: the Settings section's Notifications tab. */
export const NOTIFICATION_SETTINGS_PATH = '/dashboard?section=settings&tab=notifications';

const INVALID = 'This unsubscribe link is not valid.';

/** Where the page is: asking, done (what was turned off), a link that is no good, or no answer. */
type Phase =
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/** The API refused the token itself (a made-up, altered or cut-off link). */
const refusesLink = (code: string | undefined) =>
  code === 'VALIDATION_ERROR' || code === 'BAD_USER_INPUT';

/**
 * `/unsubscribe?token=`: the page an email's unsubscribe link opens. It turns that kind of email
 * off at once, without signing in (the link is the proof), and says what was turned off; a link
 * that is not valid says so. Either way it leads to the Notifications settings.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe | FlowVault');
  const token = useLinkToken('/unsubscribe');
  const [unsubscribe] = useMutation(UnsubscribePageUnsubscribeDocument);
  const [phase, setPhase] = useState<Phase>(
    token ? { kind: 'working' } : { kind: 'invalid', message: INVALID },
  );
  const asked = useRef<string | null>(null);

  const run = useCallback(
    async (linkToken: string) => {
      setPhase({ kind: 'working' });
      try {
        const { data } = await unsubscribe({
          variables: { input: { token: linkToken } },
          context: { withoutSession: true },
        });
        if (!data) throw new Error('the API answered without a result');
        setPhase({ kind: 'done', message: data.unsubscribe.message });
      } catch (error) {
        const problem = readRequestError(error);
        setPhase(
          refusesLink(problem.code)
            ? { kind: 'invalid', message: readableMessage(problem) ?? INVALID }
            : { kind: 'failed' },
        );
      }
    },
    [unsubscribe],
  );

  // Once per link, however often the page renders (moving the token out of the address bar).
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void run(token);
  }, [token, run]);

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
          <FormMessage tone="success">{phase.message}</FormMessage>
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
        <>
          <h1 id="unsubscribe-title">Could not unsubscribe</h1>
          <FormMessage tone="error">
            We could not reach FlowVault. Nothing was changed; please try again.
          </FormMessage>
          <Button icon={<Icon name="refresh" size={16} />} onClick={() => token && void run(token)}>
            Try Again
          </Button>
        </>
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
