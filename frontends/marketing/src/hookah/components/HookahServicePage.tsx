import { HOOKAH_PACKAGES, HOOKAH_SPECIALISTS, type HookahSpecialistId } from '@nightlife/domain';
import { Button } from '@nightlife/ui';
import { useState } from 'react';
import { HOOKAH_CONTACT } from '../../shared/contact-details';
import { NeonPortrait } from '../../shared/components/NeonPortrait';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import '../../shared/forms.css';
import { EMPTY_BOOKING_FORM, toggleSpecialist, type BookingFormValues } from '../booking-form.model';
import '../hookah.css';
import { SPECIALIST_PORTRAITS } from '../specialist-portraits';
import { BookingForm } from './BookingForm';

function goToForm() {
  document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Spec 2 §2.17: packages, specialists (one at a time, shown in the form) and the booking form. */
export function HookahServicePage() {
  usePageMetadata('/hookah-service');
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const [specialistId, setSpecialistId] = useState<HookahSpecialistId | null>(null);

  return (
    <div className="mk-page mk-hookah">
      <section className="mk-hero">
        <p className="mk-eyebrow">Miami area · 24/7</p>
        <h1 className="mk-hero__title">Premium Hookah Service</h1>
        <p className="mk-hero__lead">
          Hand-packed bowls, premium flavors and a specialist who keeps the clouds coming, at your party,
          yacht or rooftop anywhere in the Miami area, day or night. We confirm every booking within 30
          minutes.
        </p>
        <ul className="mk-hookah__contact" aria-label="Reach the hookah team">
          <li>
            <a href={HOOKAH_CONTACT.phoneHref}>Call {HOOKAH_CONTACT.phone}</a>
          </li>
          <li>
            <a href={HOOKAH_CONTACT.whatsappHref} target="_blank" rel="noopener noreferrer">
              WhatsApp us
            </a>
          </li>
          <li>
            <a href={HOOKAH_CONTACT.instagramHref} target="_blank" rel="noopener noreferrer">
              Instagram {HOOKAH_CONTACT.instagram}
            </a>
          </li>
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="packages-title">
        <h2 id="packages-title" className="mk-section__title">
          Packages
        </h2>
        <ul className="mk-hookah__packages">
          {HOOKAH_PACKAGES.map((pkg) => (
            <li
              key={pkg.id}
              className={`mk-hookah__package${pkg.popular ? ' mk-hookah__package--popular' : ''}`}
            >
              {pkg.popular && <span className="mk-hookah__badge">Most Popular</span>}
              <h3 className="mk-hookah__package-name">{pkg.name}</h3>
              <p className="mk-hookah__price">
                ${pkg.price} <span>/ {pkg.hours} hours</span>
              </p>
              <ul className="mk-checklist">
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Button
                variant={pkg.popular ? 'primary' : 'secondary'}
                aria-pressed={values.packageType === pkg.id}
                onClick={() => {
                  setValues((current) => ({ ...current, packageType: pkg.id }));
                  goToForm();
                }}
              >
                {values.packageType === pkg.id && <span aria-hidden="true">✓</span>}
                Choose {pkg.name}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="specialists-title">
        <h2 id="specialists-title" className="mk-section__title">
          Choose your specialist
        </h2>
        <p className="mk-section__lead">Pick one, or leave it to us. Press again to unselect.</p>
        <ul className="mk-hookah__specialists">
          {HOOKAH_SPECIALISTS.map((specialist) => {
            const selected = specialistId === specialist.id;
            return (
              <li key={specialist.id}>
                <button
                  type="button"
                  className="mk-hookah__specialist"
                  aria-pressed={selected}
                  onClick={() => setSpecialistId((current) => toggleSpecialist(current, specialist.id))}
                >
                  <NeonPortrait className="mk-hookah__portrait" style={SPECIALIST_PORTRAITS[specialist.id]} />
                  <span className="mk-hookah__specialist-name">{specialist.name}</span>
                  <span className="mk-hookah__specialist-details">
                    <span className="mk-hookah__rating">
                      <span aria-hidden="true">★</span> {specialist.rating.toFixed(1)}
                      <span className="nl-visually-hidden"> out of 5</span> · {specialist.experience}
                    </span>
                    <span className="mk-hookah__specialist-text">{specialist.description}</span>
                    <span className="mk-hookah__tags">{specialist.specialties.join(' · ')}</span>
                    <span className="mk-hookah__specialist-text">
                      {specialist.availability} · {specialist.priceRange}
                    </span>
                    <span className="mk-hookah__handle">@{specialist.instagram}</span>
                  </span>
                  <span className="mk-hookah__select" aria-hidden="true">
                    {selected ? '✓ Selected' : 'Select'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mk-section" aria-label="Booking">
        <BookingForm
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          specialistId={specialistId}
          onClearSpecialist={() => setSpecialistId(null)}
          onBooked={() => {
            setValues(EMPTY_BOOKING_FORM);
            setSpecialistId(null);
          }}
        />
      </section>
    </div>
  );
}
