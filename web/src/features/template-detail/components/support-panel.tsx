import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { COMMUNITY_URL, HOSTING_PROMOTION } from '../../promotions/external-links';
import { DonateDialog } from './donate-dialog';

/** The side panel: the donation prompt, the community link and the hosting partner's offer. */
export function SupportPanel() {
  const [donateOpen, setDonateOpen] = useState(false);
  return (
    <div className="support-panel">
      <Panel className="detail-card" aria-labelledby="support-heading">
        <h2 id="support-heading" className="detail-card__title">
          Enjoying FlowVault?
        </h2>
        <p className="detail-card__subtitle">Help keep the template vault free for everyone.</p>
        <Button block onClick={() => setDonateOpen(true)} icon={<Icon name="dollar" />}>
          Donate
        </Button>
        <a
          className="support-panel__link"
          href={COMMUNITY_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="users" size={18} />
          Join the n8n community
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Panel>
      <Panel className="detail-card support-panel__promo" aria-labelledby="hosting-heading">
        <h2 id="hosting-heading" className="detail-card__title">
          Host your own n8n
        </h2>
        <p>
          Run these workflows on your own server: {HOSTING_PROMOTION.discount}, from{' '}
          <strong>{HOSTING_PROMOTION.price}</strong> on a {HOSTING_PROMOTION.term}.
        </p>
        <a
          className="support-panel__link"
          href={HOSTING_PROMOTION.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
        >
          <Icon name="server" size={18} />
          See the hosting offer
          <span className="visually-hidden"> (partner link, opens in a new tab)</span>
        </a>
      </Panel>
      <DonateDialog open={donateOpen} onClose={() => setDonateOpen(false)} />
    </div>
  );
}
