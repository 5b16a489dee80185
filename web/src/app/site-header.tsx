import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSession } from '../features/accounts/hooks/use-session';
import { useSignInPrompt } from '../features/accounts/hooks/use-sign-in-prompt';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { BrandMark } from './brand-mark';
import { useHeaderMenu } from './hooks/use-header-menu';
import './site-header.css';

// The bell, the live notifications and their toast come only for a signed-in visitor, in one
// chunk after the first paint: the home route's budget.
const notifications = () => import('../features/notifications/header-notifications');
const NotificationBell = lazy(() =>
  notifications().then(({ NotificationBell }) => ({ default: NotificationBell })),
);
const NotificationLive = lazy(() =>
  notifications().then(({ NotificationLive }) => ({ default: NotificationLive })),
);
// Connect n8n too: only a signed-in visitor sees it.
const ConnectN8nButton = lazy(() =>
  import('../features/n8n-connection/components/connect-n8n-button').then(
    ({ ConnectN8nButton }) => ({ default: ConnectN8nButton }),
  ),
);

/**
 * Sign in for a visitor; once signed in, Connect n8n, Dashboard, the expert board for experts, the
 * account's name and Sign out.
 */
function HeaderAccount({ onSignOut }: { onSignOut(): void }) {
  const { user, loading, signOut } = useSession();
  const openSignIn = useSignInPrompt();
  // Holds the place while a stored session loads, so Sign in does not flash before the name.
  if (loading) return <span className="site-header__account-pending" aria-hidden="true" />;
  if (!user) {
    return (
      <Button variant="secondary" size="sm" onClick={() => openSignIn()}>
        Sign in
      </Button>
    );
  }
  return (
    <>
      <Suspense fallback={<span className="site-header__connect-pending" aria-hidden="true" />}>
        <ConnectN8nButton />
      </Suspense>
      <NavLink to="/dashboard" className="site-header__link">
        Dashboard
      </NavLink>
      {/* Written out here, not imported from the experts feature: the home route's budget. */}
      {(user.role === 'expert' || user.role === 'admin') && (
        <NavLink to="/experts/projects" className="site-header__link">
          Expert Board
        </NavLink>
      )}
      <span className="site-header__user">
        <Avatar name={user.name} />
        <span className="site-header__user-name">{user.name}</span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          onSignOut();
          signOut();
        }}
      >
        Sign out
      </Button>
    </>
  );
}

/**
 * The sticky top bar: brand, the notifications bell of a signed-in visitor, the Browse link and
 * the account's entry points. On a phone the links fit only in a menu (WCAG 1.4.10: nothing
 * scrolls sideways at 320 px), opened by the Menu button; the bell stays beside it. After the
 * header, the live region of new notifications' toasts.
 */
export function SiteHeader() {
  const { user } = useSession();
  const menu = useHeaderMenu();
  return (
    <>
      <header
        className={user ? 'site-header site-header--signed-in' : 'site-header'}
        {...menu.container}
      >
        <div className="container site-header__inner">
          {/* The visible words are the link's name (WCAG 2.5.3), so no aria-label here. */}
          <Link to="/" className="site-header__brand">
            <BrandMark />
            <span className="site-header__name">FlowVault</span>
            <span className="site-header__stage">alpha</span>
          </Link>
          {user && (
            <Suspense fallback={<span className="site-header__bell-pending" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="site-header__menu-button"
            icon={<Icon name={menu.open ? 'x' : 'menu'} size={18} />}
            {...menu.button}
          >
            Menu
          </Button>
          <nav
            className={menu.open ? 'site-header__nav site-header__nav--open' : 'site-header__nav'}
            aria-label="Main"
            {...menu.menu}
          >
            <NavLink to={{ pathname: '/', hash: 'templates' }} className="site-header__link" end>
              Browse
            </NavLink>
            <HeaderAccount onSignOut={() => menu.close({ refocus: menu.open })} />
          </nav>
        </div>
      </header>
      {user && (
        <Suspense fallback={null}>
          <NotificationLive key={user.id} />
        </Suspense>
      )}
    </>
  );
}
