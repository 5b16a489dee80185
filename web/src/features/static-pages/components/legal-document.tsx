import type { ReactNode } from 'react';
import './legal-document.css';

/** One numbered section of a legal page; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * The shared frame of the privacy policy and the terms of service: title, last-updated date, a
 * table of contents linking to each section, then the sections in order.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <article className="legal-document container">
      <header className="legal-document__header">
        <h1>{title}</h1>
        <p className="legal-document__updated">Last updated: {lastUpdated}</p>
        <div className="legal-document__intro">{intro}</div>
      </header>
      <nav className="legal-document__toc" aria-label="Contents">
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
        <section key={section.id} id={section.id} className="legal-document__section">
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
