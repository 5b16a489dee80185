import { Link, NavLink } from 'react-router-dom';
import { useSignInPrompt } from '../features/accounts/hooks/use-sign-in-prompt';
import { Button } from '../ui/button';
import { BrandMark } from './brand-mark';
import './site-header.css';

/** The sticky top bar: brand, the Browse link and the Sign in entry point. */
export function SiteHeader() {
  const openSignIn = useSignInPrompt();
  return (
    <header className="site-header">
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
          <Button variant="secondary" size="sm" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </nav>
      </div>
    </header>
  );
}
