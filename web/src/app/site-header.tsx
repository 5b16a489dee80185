import { Link, NavLink } from 'react-router-dom';
import { useSession } from '../features/accounts/hooks/use-session';
import { useSignInPrompt } from '../features/accounts/hooks/use-sign-in-prompt';
import { ConnectN8nButton } from '../features/n8n-connection/components/connect-n8n-button';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { BrandMark } from './brand-mark';
import './site-header.css';

/**
 * Sign in for a visitor; once signed in, Connect n8n, Dashboard, the account's name and Sign out.
 */
function HeaderAccount() {
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
      <ConnectN8nButton />
      <NavLink to="/dashboard" className="site-header__link">
        Dashboard
      </NavLink>
      <span className="site-header__user">
        <Avatar name={user.name} />
        <span className="site-header__user-name">{user.name}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => signOut()}>
        Sign out
      </Button>
    </>
  );
}

/** The sticky top bar: brand, the Browse link and the account's entry points. */
export function SiteHeader() {
  const { user } = useSession();
  return (
    <header className={user ? 'site-header site-header--signed-in' : 'site-header'}>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="FlowVault home">
          <BrandMark />
          <span className="site-header__name">FlowVault</span>
          <span className="site-header__stage">alpha</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <NavLink to={{ pathname: '/', hash: 'templates' }} className="site-header__link" end>
            Browse
          </NavLink>
          <HeaderAccount />
        </nav>
      </div>
    </header>
  );
}
