import { buttonClassName } from '@nightlife/ui';
import { Link } from 'react-router';
import { NeonPortrait } from '../../shared/components/NeonPortrait';
import { usePageMetadata } from '../../shared/hooks/usePageMetadata';
import { TEAM_MEMBERS } from '../team-members';
import '../team.css';

/** Spec 2 §2.14 team page. */
export function TeamPage() {
  usePageMetadata('/team');
  return (
    <div className="mk-page mk-team">
      <section className="mk-hero">
        <p className="mk-eyebrow">The crew behind the night</p>
        <h1 className="mk-hero__title">Meet the Team</h1>
        <p className="mk-hero__lead">
          Promoters, DJs and builders who have packed rooms since 2020. We made NIGHTLIFE because we were
          tired of running events from five apps and a clipboard.
        </p>
      </section>

      <ul className="mk-team__grid" aria-label="Team members">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.name} className={`mk-team__member mk-team__member--${member.portrait.color}`}>
            <NeonPortrait
              className="mk-team__portrait"
              style={member.portrait}
              label={`Drawn portrait of ${member.name}`}
            />
            <h2 className="mk-team__name">{member.name}</h2>
            <p className="mk-team__role">{member.role}</p>
            <p className="mk-team__bio">{member.bio}</p>
            <blockquote className="mk-team__motto">
              <p>“{member.motto}”</p>
            </blockquote>
          </li>
        ))}
      </ul>

      <section className="mk-section mk-final-cta" aria-labelledby="team-cta">
        <h2 id="team-cta" className="mk-section__title">
          Let's throw something together
        </h2>
        <p className="mk-section__lead">Promoting a night or running a venue? We answer within 24 hours.</p>
        <div className="mk-actions">
          <Link className={buttonClassName({ size: 'lg' })} to="/contact">
            Contact us
          </Link>
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/partnerships">
            Our venue partners
          </Link>
        </div>
      </section>
    </div>
  );
}
