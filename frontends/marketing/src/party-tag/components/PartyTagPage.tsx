import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import '../../shared/forms.css';
import {
  PARTY_TAG_FEATURES,
  PARTY_TAG_KIT,
  PARTY_TAG_STATS,
  PARTY_TAG_TESTIMONIALS,
} from '../party-tag-content';
import '../party-tag.css';
import { WaitlistBox } from './WaitlistBox';

/** Spec 2 §2.16: the NFC tag waitlist and pre-order page. */
export function PartyTagPage() {
  usePageMetadata('/party-tag');
  const kit = PARTY_TAG_KIT;
  return (
    <div className="mk-page mk-tag">
      <section className="mk-hero mk-tag__hero">
        <div className="mk-tag__art" aria-hidden="true">
          <span className="mk-tag__chip">
            <span className="mk-tag__waves" />
          </span>
        </div>
        <div>
          <p className="mk-eyebrow">Coming soon from NIGHTLIFE</p>
          <h1 className="mk-hero__title">PartyTag</h1>
          <p className="mk-tag__tagline">Tap. Connect. Party on.</p>
          <p className="mk-hero__lead">
            A tiny NFC tag for your phone case or wristband. One tap swaps socials with anyone at the party,
            in about two seconds.
          </p>
          <WaitlistBox label="Email for the PartyTag waitlist" buttonLabel="Join the Waitlist" />
        </div>
      </section>

      <section className="mk-section" aria-label="PartyTag in numbers">
        <ul className="mk-tag__stats">
          {PARTY_TAG_STATS.map((stat) => (
            <li key={stat.label} className="mk-stat">
              <span className="mk-stat__value">{stat.value}</span>
              <span className="mk-stat__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="tag-features">
        <h2 id="tag-features" className="mk-section__title">
          Why PartyTag
        </h2>
        <ul className="mk-grid mk-grid--3 mk-tag__features">
          {PARTY_TAG_FEATURES.map((feature) => (
            <li key={feature.title} className="mk-card">
              <span className="mk-card__icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className="mk-card__title">{feature.title}</h3>
              <p className="mk-card__body">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="tag-testimonials">
        <h2 id="tag-testimonials" className="mk-section__title">
          From the beta
        </h2>
        <div className="mk-tag__quotes">
          {PARTY_TAG_TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="mk-tag__quote">
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong> · {testimonial.role}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="mk-section" aria-labelledby="tag-kit">
        <div className="mk-tag__kit">
          <div>
            <p className="mk-eyebrow">Pre-order</p>
            <h2 id="tag-kit" className="mk-section__title">
              {kit.name}
            </h2>
            <p className="mk-tag__price">
              <span className="mk-tag__price-now">${kit.price}</span>{' '}
              <s className="mk-tag__price-was">
                <span className="nl-visually-hidden">normally </span>${kit.regularPrice}
              </s>{' '}
              <span className="mk-tag__saving">Save ${kit.saving}</span>
            </p>
            <ul className="mk-checklist">
              <li>{kit.tags} NFC tags</li>
              <li>{kit.shipping}</li>
              <li>{kit.guarantee}</li>
              <li>First batch limited to {kit.firstBatch} kits</li>
            </ul>
          </div>
          <div className="mk-tag__kit-form">
            <p className="mk-panel__text">
              Reserve your kit: we email you when the first batch opens, no payment today.
            </p>
            <WaitlistBox label="Email to reserve your kit" buttonLabel="Reserve My Kit" />
          </div>
        </div>
      </section>
    </div>
  );
}
