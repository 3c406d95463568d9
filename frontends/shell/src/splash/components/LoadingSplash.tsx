import { PRODUCT_NAME } from '@nightlife/ui';
import { useSplashProgress } from '../hooks/useSplashProgress';

/** Spec 1 §2 loading splash: full screen, title, progress bar, 'LOADING EXPERIENCE... N%'. */
export function LoadingSplash({ onComplete }: { onComplete: () => void }) {
  const progress = useSplashProgress(onComplete);
  return (
    <div className="splash" role="status" aria-live="polite" aria-label={`Loading ${progress}%`}>
      <div className="splash__glow" aria-hidden="true" />
      <h1 className="splash__title">{PRODUCT_NAME}</h1>
      <div className="splash__bar" aria-hidden="true">
        <div className="splash__fill" style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
      <p className="splash__text">LOADING EXPERIENCE... {progress}%</p>
    </div>
  );
}
