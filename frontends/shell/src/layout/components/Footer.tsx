import { Brand } from '@nightlife/ui';

const SECTION_LINKS = [
  { href: '#upcoming', label: 'Upcoming Events' },
  { href: '#past-events', label: 'Past Events' },
  { href: '#contact', label: 'Contact' },
  { href: '#team', label: 'Team' },
  { href: '#partnerships', label: 'Partnerships' },
];

const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'GDPR'];

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
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className="site-footer__col">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((label) => (
              <li key={label}>
                <a href="#">{label}</a>
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
