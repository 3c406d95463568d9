import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import { CONTACT_DETAILS } from '../../shared/contact-details';
import '../../shared/forms.css';
import '../contact.css';
import { ContactForm } from './ContactForm';
import { NewsletterBox } from './NewsletterBox';

const PROMISES = ['We reply within 24 hours', 'All inquiries stay confidential', 'No spam, ever'] as const;

/** Spec 2 §2.12 contact page. */
export function ContactPage() {
  usePageMetadata('/contact');
  return (
    <div className="mk-page mk-contact">
      <section className="mk-hero">
        <p className="mk-eyebrow">Contact</p>
        <h1 className="mk-hero__title">Let's fill your room</h1>
        <p className="mk-hero__lead">
          Promoting an event or running a venue? Tell us what you have in mind and we'll get back to you
          within 24 hours.
        </p>
      </section>

      <div className="mk-contact__layout">
        <ContactForm />
        <aside className="mk-contact__aside" aria-label="More ways to reach us">
          <NewsletterBox />
          <section className="mk-panel" aria-labelledby="direct-title">
            <h2 id="direct-title" className="mk-panel__title">
              Direct contact
            </h2>
            <ul className="mk-contact__details">
              <li>
                <span className="mk-contact__label">Email</span>
                <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
              </li>
              <li>
                <span className="mk-contact__label">Phone</span>
                <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
              </li>
              <li>
                <span className="mk-contact__label">City</span>
                <span>{CONTACT_DETAILS.city}</span>
              </li>
            </ul>
          </section>
          <section className="mk-panel" aria-labelledby="promises-title">
            <h2 id="promises-title" className="mk-panel__title">
              Our promise
            </h2>
            <ul className="mk-checklist">
              {PROMISES.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
