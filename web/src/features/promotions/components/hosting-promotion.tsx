import { Icon } from '../../../ui/icon';
import { HOSTING_PROMOTION } from '../external-links';
import './hosting-promotion.css';

/**
 * The hosting partner's promotion: self-hosted n8n at a discount, through a referral link that
 * opens in a new tab and is marked as sponsored.
 */
export function HostingPromotion({ className }: { className?: string }) {
  return (
    <aside
      className={['hosting-promotion', className].filter(Boolean).join(' ')}
      aria-label="Hosting partner offer"
    >
      <div className="hosting-promotion__header">
        <span className="hosting-promotion__icon">
          <Icon name="server" size={20} />
        </span>
        <span className="hosting-promotion__label">Partner offer</span>
      </div>
      <p className="hosting-promotion__title">Self-host n8n for less</p>
      <p className="hosting-promotion__deal">
        <strong>{HOSTING_PROMOTION.discount}</strong> with {HOSTING_PROMOTION.partner}: from{' '}
        <strong>{HOSTING_PROMOTION.price}</strong> on a {HOSTING_PROMOTION.term}.
      </p>
      <a
        className="hosting-promotion__link"
        href={HOSTING_PROMOTION.url}
        target="_blank"
        rel="sponsored noopener noreferrer"
      >
        Get the hosting deal
        <Icon name="externalLink" size={16} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
