import { Link } from 'react-router-dom';
import { N8N_LINKS } from '../external-links';

/** The strip under the detail page: back into the catalogue, and the official n8n sites. */
export function DetailFooter() {
  return (
    <nav className="detail-footer" aria-label="More from FlowVault and n8n">
      <Link to="/">Browse Templates</Link>
      <Link to="/#categories">Categories</Link>
      {N8N_LINKS.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      ))}
    </nav>
  );
}
