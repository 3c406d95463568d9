// The styles load with the page (a stylesheet link in index.html), before any script runs, so the
// splash and the layout are styled from the first paint.
import '@nightlife/ui/styles.css';
import './shell.css';

import { preloadFirstPageRemote } from './remotes/first-page-preload';

preloadFirstPageRemote();

// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs. The
// app starts once the browser has painted what the page already holds (the splash, or the
// server's first frame of a shared link), so its start-up work does not hold that paint back.
requestAnimationFrame(() => setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap')));
