import { HostingPromotion } from '../../promotions/components/hosting-promotion';
import { COMMUNITY_URL, N8N_URL } from '../../promotions/external-links';
import { Icon } from '../../../ui/icon';
import { EXPERTS_FIGURE, templateCountLabel } from '../hero-figures';
import './hero-section.css';

/**
 * The top of the home page: the alpha notice, the headline with the catalogue's size, the way
 * into n8n and its community, and the hosting partner's offer.
 */
export function HeroSection({ totalTemplates }: { totalTemplates: number | undefined }) {
  const templates = templateCountLabel(totalTemplates);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__alpha" role="note">
            <Icon name="info" size={16} />
            <span>
              <strong>Alpha:</strong> FlowVault is for testing only. No commercial transactions take
              place.
            </span>
          </p>
          <h1 id="hero-title" className="hero__title">
            Discover <span className="hero__count">{templates}</span> ready for n8n
          </h1>
          <p className="hero__lead">
            Browse community workflows, download the JSON and import it into n8n in minutes, or
            bring in an expert to tailor it to your business.
          </p>
          <ul className="hero__stats" aria-label="FlowVault in figures">
            <li>
              <Icon name="users" size={18} />
              {EXPERTS_FIGURE}
            </li>
            <li>
              <Icon name="filePlus" size={18} />
              Free JSON downloads
            </li>
            <li>
              <Icon name="shield" size={18} />
              Credentials stripped
            </li>
          </ul>
          <div className="hero__actions">
            <a className="hero__primary" href="#templates">
              Browse templates
              <Icon name="arrowRight" size={18} />
            </a>
            <a className="hero__secondary" href={N8N_URL} target="_blank" rel="noopener noreferrer">
              Try n8n free
              <Icon name="externalLink" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a
              className="hero__secondary"
              href={COMMUNITY_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              Join the n8n community
              <Icon name="externalLink" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <HostingPromotion className="hero__promotion" />
      </div>
    </section>
  );
}
