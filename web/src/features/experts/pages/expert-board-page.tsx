import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { AccessNotice } from '../components/access-notice';
import { NotAnExpertNotice } from '../components/not-an-expert-notice';
import { OpenProjectsList } from '../components/open-projects-list';
import { EXPERT_ADMIN_PATH } from '../expert-paths';
import { canWorkAsExpert, isAdmin } from '../expert-roles';
import { useFreshRole } from '../hooks/use-fresh-role';
import '../components/expert-pages.css';

/**
 * The expert board (`/experts/projects`): clients' pending requests to apply to, for experts and
 * admins. Visitors are asked to sign in; anyone else learns what it is and how to become an
 * expert (their role is read again once, in case it was granted since the session started).
 * Admins also find the way to the expert applications they review here.
 */
export default function ExpertBoardPage() {
  useDocumentTitle('Expert Board | FlowVault');
  const { user, loading } = useSession();
  const openSignIn = useSignInPrompt();
  const isExpert = canWorkAsExpert(user);
  useFreshRole(user !== null && !isExpert);

  function content() {
    if (loading) {
      return (
        <div className="expert-page__loading">
          <Spinner size={28} label="Loading your account" />
        </div>
      );
    }
    if (!user) {
      return (
        <AccessNotice
          icon="lock"
          title="Sign in to see the expert board"
          action={<Button onClick={() => openSignIn('see the expert board')}>Sign in</Button>}
        >
          <p>Experts find client projects here and apply to set them up.</p>
        </AccessNotice>
      );
    }
    if (!isExpert) return <NotAnExpertNotice />;
    return (
      <>
        <Panel as="header" className="expert-page__header">
          <div>
            <p className="expert-page__eyebrow">Expert board</p>
            <h1 className="expert-page__title">Open Projects</h1>
            <p className="expert-page__lead">
              Clients who want a template set up for them, newest first. Clients stay anonymous: you
              see what they need, never who they are.
            </p>
          </div>
          <div className="expert-page__actions">
            {isAdmin(user) && (
              <ButtonLink to={EXPERT_ADMIN_PATH} variant="secondary" size="sm">
                Review Expert Applications
              </ButtonLink>
            )}
            {isAdmin(user) && (
              <ButtonLink to="/admin/payments" variant="secondary" size="sm">
                Payments and Refunds
              </ButtonLink>
            )}
            <ButtonLink to="/dashboard?section=expert-applications" variant="secondary" size="sm">
              My Applications
            </ButtonLink>
          </div>
        </Panel>
        <OpenProjectsList />
      </>
    );
  }

  return (
    <div className="expert-page container">
      <ButtonLink
        to="/dashboard"
        variant="ghost"
        size="sm"
        icon={<Icon name="arrowLeft" size={18} />}
      >
        Back to Dashboard
      </ButtonLink>
      {content()}
    </div>
  );
}
