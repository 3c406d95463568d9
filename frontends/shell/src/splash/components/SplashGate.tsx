import { useState } from 'react';
import { markSplashSeen, splashAlreadySeen } from '../splash-timing';
import { LoadingSplash } from './LoadingSplash';

/** Covers the app on the first visit of a browser session while the first page and its remote load underneath. */
export function SplashGate() {
  const [visible, setVisible] = useState(() => !splashAlreadySeen());
  if (!visible) return null;
  return (
    <LoadingSplash
      onComplete={() => {
        markSplashSeen();
        setVisible(false);
      }}
    />
  );
}
