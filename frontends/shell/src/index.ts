// The styles load with the page (a stylesheet link in index.html), before any script runs, so the
// splash and the layout are styled from the first paint.
import '@nightlife/ui/styles.css';
import './shell.css';

import { preloadFirstPageRemote } from './remotes/first-page-preload';

preloadFirstPageRemote();

// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
const start = () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// The app starts once the browser has painted what the page already holds (the splash, or the
// server's first frame of a shared link), so its start-up work does not hold that paint back. A
// tab opened in the background paints no frames: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
