import { Link } from 'react-router';
import { Button } from '@nightlife/ui';
import { useLandingSequence } from '../hooks/useLandingSequence';

const TAGLINE = 'The party your group chat warned you about.';
const EQUALIZER_BARS = 12;

export function LandingPage() {
  const { showHeadline, showEnter, phase, enter } = useLandingSequence();

  return (
    <div className="mk-landing">
      <div className="mk-landing__glow" aria-hidden="true" />
      <div className="mk-landing__content">
        <div className={`mk-landing__headline${showHeadline ? ' is-visible' : ''}`}>
          <p className="mk-landing__eyebrow">Tonight starts here</p>
          <h1 className="mk-landing__title">NIGHTLIFE</h1>
          <p className="mk-landing__tagline">{TAGLINE}</p>
        </div>

        <div className="mk-landing__preview" aria-hidden="true">
          {Array.from({ length: EQUALIZER_BARS }, (_, i) => (
            <span key={i} className="mk-landing__bar" style={{ animationDelay: `${i * 90}ms` }} />
          ))}
        </div>

        <div className={`mk-landing__enter${showEnter ? ' is-visible' : ''}`}>
          <Button size="lg" onClick={enter} disabled={!showEnter || phase !== 'idle'}>
            Enter the party
          </Button>
        </div>

        <Link className="mk-landing__terms" to="/terms">
          Terms and Conditions
        </Link>
      </div>

      {phase !== 'idle' && (
        <div className="mk-landing__overlay" role="status" aria-live="polite">
          <div className={`mk-landing__verdict${phase === 'granted' ? ' is-granted' : ''}`}>
            {phase === 'verifying' ? 'Verifying your vibe…' : 'Access granted'}
          </div>
        </div>
      )}
    </div>
  );
}
