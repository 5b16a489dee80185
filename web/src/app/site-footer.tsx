import { COMPANY_CONTACT } from '@flowvault/shared';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../ui/icon';
import { BrandMark } from './brand-mark';
import { FOOTER_COLUMNS, LEGAL_LINKS } from './footer-links';
import './site-footer.css';

const TRUST_BADGES: readonly { icon: IconName; label: string }[] = [
  { icon: 'shield', label: 'Credentials stripped from every workflow' },
  { icon: 'lock', label: 'HTTPS everywhere' },
  { icon: 'check', label: 'Plain n8n JSON, no lock-in' },
];

/** The site footer: link columns, company contact details, trust badges and legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__company">
            <Link to="/" className="site-footer__brand">
              <BrandMark size={28} />
              <span>FlowVault</span>
            </Link>
            <p className="site-footer__pitch">
              A community vault of ready-made n8n workflow templates, and the experts who can tailor
              them to your business.
            </p>
            <address className="site-footer__contact">
              <a href={`mailto:${COMPANY_CONTACT.email}`}>
                <Icon name="mail" size={16} />
                {COMPANY_CONTACT.email}
              </a>
              <span>{COMPANY_CONTACT.location}</span>
            </address>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} className="site-footer__column" aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <ul className="site-footer__badges" aria-label="Why you can trust FlowVault">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.label}>
              <Icon name={badge.icon} size={16} />
              {badge.label}
            </li>
          ))}
        </ul>
        <div className="site-footer__bottom">
          <p>
            © {year} FlowVault. Not affiliated with n8n GmbH. Alpha: for testing only, no commercial
            transactions.
          </p>
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
