import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { PaymentReturnNotice } from '../../billing/components/payment-return-notice';
import { HIRE_PAYMENT_RETURN } from '../../hiring/hire-messages';
import { BecomeExpertBanner } from '../../experts/components/become-expert-banner';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { DashboardContent } from '../components/dashboard-content';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardNav } from '../components/dashboard-nav';
import { DashboardSignIn } from '../components/dashboard-sign-in';
import { sectionFromQuery } from '../dashboard-sections';
import '../dashboard.css';

/**
 * Opens the sign-in dialog once for a visitor who arrives signed out. Someone who signs out here
 * is not asked straight back in: the page's own Sign in prompt is enough.
 */
function useSignInOnArrival(signedOut: boolean, settled: boolean) {
  const openSignIn = useSignInPrompt();
  const decided = useRef(false);
  useEffect(() => {
    if (!settled || decided.current) return;
    decided.current = true;
    if (signedOut) openSignIn('view your dashboard');
  }, [settled, signedOut, openSignIn]);
}

/**
 * The dashboard (`/dashboard`): left navigation and the chosen section, `?section=` in the URL so
 * a section can be linked to and Back returns to the previous one. Visitors get a sign-in prompt.
 */
export default function DashboardPage() {
  const { user, loading } = useSession();
  const openSignIn = useSignInPrompt();
  const [searchParams] = useSearchParams();
  const section = sectionFromQuery(searchParams.get('section'));
  useDocumentTitle('Dashboard | FlowVault');
  useSignInOnArrival(!user, !loading);

  return (
    <div className="dashboard container">
      <ButtonLink to="/" variant="ghost" size="sm" icon={<Icon name="arrowLeft" size={18} />}>
        Back to Templates
      </ButtonLink>
      <PaymentReturnNotice
        messages={section === 'hire-requests' ? HIRE_PAYMENT_RETURN : undefined}
      />
      {loading ? (
        <div className="dashboard__loading">
          <Spinner size={28} label="Loading your account" />
        </div>
      ) : user ? (
        <>
          <DashboardHeader user={user} />
          <BecomeExpertBanner />
          <div className="dashboard__layout">
            <DashboardNav current={section} />
            <div className="dashboard__content">
              <DashboardContent section={section} />
            </div>
          </div>
        </>
      ) : (
        <DashboardSignIn onSignIn={() => openSignIn('view your dashboard')} />
      )}
    </div>
  );
}
