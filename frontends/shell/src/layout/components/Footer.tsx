import { Brand } from '@nightlife/ui';
import { Link } from 'react-router';

// Spec 2 §2.19 names anchors no page has (#upcoming, #past-events...): each goes to its page.
const SECTION_LINKS = [
  { to: '/events?status=upcoming', label: 'Upcoming Events' },
  { to: '/events?status=past', label: 'Past Events' },
  { to: '/contact', label: 'Contact' },
  { to: '/team', label: 'Team' },
  { to: '/partnerships', label: 'Partnerships' },
];

// The spec's legal links point to '#': the cookie policy and GDPR rights are sections of /privacy.
const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy#cookies', label: 'Cookie Policy' },
  { to: '/privacy#your-rights', label: 'GDPR' },
];

/** Spec 2 §2.19. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Brand />
          <p>The party your group chat warned you about.</p>
        </div>
        <nav aria-label="Explore" className="site-footer__col">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className="site-footer__col">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        © 2025 NIGHTLIFE. All rights reserved. Throwing parties since 2020.
      </p>
    </footer>
  );
}
