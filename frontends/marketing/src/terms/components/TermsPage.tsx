import { Link } from 'react-router';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS } from '../terms-sections';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';

export function TermsPage() {
  usePageMetadata('/terms');
  return (
    <div className="mk-page mk-terms">
      <header className="mk-terms__header">
        <p className="mk-eyebrow">Legal</p>
        <h1 className="mk-terms__title">Terms and Conditions</h1>
        <p className="mk-terms__effective">Effective {TERMS_EFFECTIVE_DATE}</p>
      </header>

      <nav className="mk-terms__toc" aria-label="Sections">
        <ol>
          {TERMS_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <a href={`#terms-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="mk-terms__body">
        {TERMS_SECTIONS.map((section, index) => (
          <section key={section.title} id={`terms-${index + 1}`} className="mk-terms__section">
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
