import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGetSessionQuery } from '@nightlife/api';
import { LANDING_TIMINGS, landingDestination } from '../landing-timings';
import { playEnterBeat, playLoadSound } from '../audio/landing-sounds';

export type EnterPhase = 'idle' | 'verifying' | 'granted';

export function useLandingSequence() {
  const navigate = useNavigate();
  const { data: session } = useGetSessionQuery();
  const [showHeadline, setShowHeadline] = useState(false);
  const [showEnter, setShowEnter] = useState(false);
  const [phase, setPhase] = useState<EnterPhase>('idle');
  const timers = useRef<number[]>([]);
  // Read at 3.5 s rather than at click time: the session may still be loading on click.
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = Boolean(session?.authenticated);
  }, [session?.authenticated]);

  useEffect(() => {
    const pending = timers.current;
    pending.push(
      window.setTimeout(() => setShowHeadline(true), LANDING_TIMINGS.headline),
      window.setTimeout(() => setShowEnter(true), LANDING_TIMINGS.enterButton),
      window.setTimeout(playLoadSound, LANDING_TIMINGS.loadSound),
    );
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const enter = useCallback(() => {
    if (phase !== 'idle') return;
    setPhase('verifying');
    playEnterBeat();
    timers.current.push(
      window.setTimeout(() => setPhase('granted'), LANDING_TIMINGS.accessGranted),
      window.setTimeout(() => navigate(landingDestination(signedIn.current)), LANDING_TIMINGS.leave),
    );
  }, [navigate, phase]);

  return { showHeadline, showEnter, phase, enter };
}
