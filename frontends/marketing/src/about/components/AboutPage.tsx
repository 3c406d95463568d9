import { Link } from 'react-router';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';

const FEATURES = [
  {
    icon: '📈',
    title: 'Revenue Analytics',
    body: 'See RSVPs, plus-ones and ticket clicks per event in real time, so you know which nights pay off and which need a push before the doors open.',
  },
  {
    icon: '🤝',
    title: 'Team Management',
    body: 'Bring your promoters, door staff and co-hosts into one workspace. Everyone works from the same guest list instead of five screenshots.',
  },
  {
    icon: '✨',
    title: 'Professional Brand',
    body: 'Themed event pages, flyers and a public profile that look like a headline act, not a group-chat forward.',
  },
  {
    icon: '🚀',
    title: 'Growth Tools',
    body: 'Announcements to your RSVP groups, shareable QR codes and a network of attendees who already love your nights.',
  },
] as const;

const OLD_WAY = [
  'Flyers lost in group chats and stories that vanish in 24 hours',
  'Guest lists kept in spreadsheets and DMs',
  'No idea who is actually coming until the night',
  'Every event starts from zero followers',
] as const;

const NEW_WAY = [
  'One link per event with flyer, details and RSVP',
  'A live guest list with plus-ones, shared with your team',
  'Going / Maybe / Can’t Go counts before you book the DJ',
  'Attendees who follow you from party to party',
] as const;

export function AboutPage() {
  usePageMetadata('/about');
  return (
    <div className="mk-page mk-about">
      <section className="mk-hero">
        <p className="mk-eyebrow">About NIGHTLIFE</p>
        <h1 className="mk-hero__title">Built by Promoters, For Promoters</h1>
        <p className="mk-hero__lead">
          We spent years packing rooms with nothing but flyers, DMs and a clipboard at the door. NIGHTLIFE is
          the platform we wished we had: publish an event, watch the RSVPs roll in and run the night from one
          place.
        </p>
        <div className="mk-actions">
          <Link className="mk-cta mk-cta--primary" to="/events">
            Browse events
          </Link>
          <Link className="mk-cta mk-cta--ghost" to="/">
            Back to home
          </Link>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="about-features">
        <h2 id="about-features" className="mk-section__title">
          Everything a promoter needs
        </h2>
        <div className="mk-grid mk-grid--4">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="mk-card">
              <span className="mk-card__icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className="mk-card__title">{feature.title}</h3>
              <p className="mk-card__body">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="mk-section" aria-labelledby="about-problem">
        <h2 id="about-problem" className="mk-section__title">
          The industry problem
        </h2>
        <p className="mk-section__lead">
          Nightlife runs on word of mouth, but the tools never caught up. Promoters juggle five apps and still
          guess the headcount.
        </p>
        <div className="mk-compare">
          <div className="mk-compare__col mk-compare__col--old">
            <h3>The old way</h3>
            <ul>
              {OLD_WAY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="mk-compare__col mk-compare__col--new">
            <h3>The NIGHTLIFE way</h3>
            <ul>
              {NEW_WAY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-label="Results">
        <div className="mk-stats">
          <div className="mk-stat">
            <span className="mk-stat__value">300%</span>
            <span className="mk-stat__label">conversion increase from flyer view to RSVP</span>
          </div>
          <div className="mk-stat">
            <span className="mk-stat__value">50+</span>
            <span className="mk-stat__label">venues hosting events on NIGHTLIFE</span>
          </div>
        </div>
      </section>

      <section className="mk-section mk-final-cta">
        <h2 className="mk-section__title">Ready to fill the room?</h2>
        <p className="mk-section__lead">Create your host account and publish your first event tonight.</p>
        <Link className="mk-cta mk-cta--primary mk-cta--lg" to="/signup">
          Start Free Trial
        </Link>
        <p className="mk-fineprint">No credit card required.</p>
      </section>
    </div>
  );
}
