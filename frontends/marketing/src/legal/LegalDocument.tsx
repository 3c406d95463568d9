import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export interface LegalSection {
  /** The section's anchor; numbered (`{anchorPrefix}-n`) when absent. */
  id?: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  effective: string;
  sections: readonly LegalSection[];
  anchorPrefix: string;
}

/** A numbered legal text with its table of contents (the terms, the privacy policy). */
export function LegalDocument({ title, effective, sections, anchorPrefix }: LegalDocumentProps) {
  const anchor = (section: LegalSection, index: number) => section.id ?? `${anchorPrefix}-${index + 1}`;
  // The router does not scroll to a #section on navigation (the footer links to some).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="mk-page mk-terms">
      <header className="mk-terms__header">
        <p className="mk-eyebrow">Legal</p>
        <h1 className="mk-terms__title">{title}</h1>
        <p className="mk-terms__effective">Effective {effective}</p>
      </header>

      <nav className="mk-terms__toc" aria-label="Sections">
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(section, index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="mk-terms__body">
        {sections.map((section, index) => (
          <section key={section.title} id={anchor(section, index)} className="mk-terms__section">
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>

      <p className="mk-terms__back">
        <Link to="/">Back to home</Link>
      </p>
    </div>
  );
}
