import { useEffect, useEffectEvent, useState } from 'react';
import { SPLASH_FINISH_DELAY_MS, SPLASH_STEP, SPLASH_TICK_MS } from '../splash-timing';

/** Counts 0 → 100 in steps of 2 every 50 ms, then calls onComplete 0.8 s later. */
export function useSplashProgress(onComplete: () => void): number {
  const [progress, setProgress] = useState(0);
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    if (progress >= 100) {
      const finish = setTimeout(complete, SPLASH_FINISH_DELAY_MS);
      return () => clearTimeout(finish);
    }
    const tick = setTimeout(() => setProgress((p) => Math.min(100, p + SPLASH_STEP)), SPLASH_TICK_MS);
    return () => clearTimeout(tick);
  }, [progress]);

  return progress;
}
