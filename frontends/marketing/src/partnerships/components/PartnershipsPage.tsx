import { buttonClassName } from '@nightlife/ui';
import { Link } from 'react-router';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import { PARTNER_TESTIMONIALS, VENUE_PARTNERS } from '../venue-partners';
import '../partnerships.css';
import { VenueLogo } from './VenueLogo';

/** Spec 2 §2.14 partnerships page: three venue partners and two partner testimonials. */
export function PartnershipsPage() {
  usePageMetadata('/partnerships');
  return (
    <div className="mk-page mk-partnerships">
      <section className="mk-hero">
        <p className="mk-eyebrow">Venue partnerships</p>
        <h1 className="mk-hero__title">The rooms that run on NIGHTLIFE</h1>
        <p className="mk-hero__lead">
          More than 50 venues host their nights with us. They get full rooms and a guest list the door can
          trust; promoters get a home for their crowd.
        </p>
        <Link className={buttonClassName({ size: 'lg' })} to="/contact?type=partner">
          Partner With Us
        </Link>
      </section>

      <section className="mk-section" aria-labelledby="partners-title">
        <h2 id="partners-title" className="mk-section__title">
          Our venue partners
        </h2>
        <ul className="mk-partners">
          {VENUE_PARTNERS.map((partner) => (
            <li key={partner.name} className={`mk-partner mk-partner--${partner.logo.color}`}>
              <div className="mk-partner__head">
                <VenueLogo logo={partner.logo} />
                <div>
                  <h3 className="mk-partner__name">{partner.name}</h3>
                  <p className="mk-partner__meta">
                    {partner.kind} · {partner.city}
                  </p>
                </div>
              </div>
              <p className="mk-partner__body">{partner.description}</p>
              <p className="mk-partner__highlight">{partner.highlight}</p>
              <p className="mk-partner__since">Partner since {partner.since}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="mk-section__title">
          What our partners say
        </h2>
        <div className="mk-testimonials">
          {PARTNER_TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="mk-testimonial">
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="mk-section mk-final-cta" aria-labelledby="partner-cta">
        <h2 id="partner-cta" className="mk-section__title">
          Run a venue?
        </h2>
        <p className="mk-section__lead">Tell us about your room and your nights. We reply within 24 hours.</p>
        <Link className={buttonClassName({ size: 'lg' })} to="/contact?type=partner">
          Partner With Us
        </Link>
      </section>
    </div>
  );
}
