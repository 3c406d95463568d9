// The styles load with the page (a stylesheet link in index.html), before any script runs, so the
// splash and the layout are styled from the first paint.
import '@nightlife/ui/styles.css';
import './shell.css';

import { preloadFirstPageRemote } from './remotes/first-page-preload';
import { whenFirstFramePainted } from './first-frame-painted';

preloadFirstPageRemote();

// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs. The app
// starts once the page's own first frame is painted (first-frame-painted.ts).
void whenFirstFramePainted().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
