import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionNotice } from '../features/accounts/components/session-notice';
import { SessionProvider } from '../features/accounts/components/session-provider';
import { SignInPromptProvider } from '../features/accounts/components/sign-in-prompt-provider';
import { UpgradePromptProvider } from '../features/saved-templates/components/upgrade-prompt-provider';
import { Spinner } from '../ui/spinner';
import { SiteHeader } from './site-header';
import { useScrollOnNavigate } from './hooks/use-scroll-on-navigate';
import { RouteErrorBoundary } from './route-error';
import './layout.css';

// Below the fold on every page: its links and contact details load after the first paint, which
// keeps the home route's JavaScript within its budget.
const SiteFooter = lazy(() =>
  import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
);

/** Shown while a lazily loaded page's code arrives. */
function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner size={28} label="Loading page" />
    </div>
  );
}

/**
 * The frame of every page: the session and its sign-in prompt, skip link, header, the routed
 * page, footer. Pages are code-split, so the outlet waits in a Suspense boundary inside an error
 * boundary that resets on every path.
 */
export function Layout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <SessionProvider>
      <SignInPromptProvider>
        <UpgradePromptProvider>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader />
          <SessionNotice />
          <main id="main" className="site-main" tabIndex={-1}>
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </UpgradePromptProvider>
      </SignInPromptProvider>
    </SessionProvider>
  );
}
