import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import './static-document.css';

/** One numbered section of a static page; `id` is its anchor in the table of contents. */
export interface StaticSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A static page's words: its title (also the browser tab's), date, intro and sections. */
export interface StaticDocumentProps {
  title: string;
  /** The date of a policy's current version; pages that are no policy have none. */
  lastUpdated?: string;
  intro: ReactNode;
  sections: readonly StaticSection[];
}

/**
 * The shared frame of the static pages (the policies, About, How it works, Contact, Security):
 * title, last-updated date when there is one, a table of contents linking to each section, then
 * the sections in order.
 */
export function StaticDocument({ title, lastUpdated, intro, sections }: StaticDocumentProps) {
  useDocumentTitle(`${title} | FlowVault`);
  return (
    <article className="static-document container">
      <header className="static-document__header">
        <h1>{title}</h1>
        {lastUpdated && <p className="static-document__updated">Last updated: {lastUpdated}</p>}
        <div className="static-document__intro">{intro}</div>
      </header>
      <nav className="static-document__toc" aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="static-document__section">
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
