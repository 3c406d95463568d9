import { createAppStore, setupListeners } from '@nightlife/api';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { AppErrorBoundary } from './errors/components/AppErrorBoundary';
import { installErrorCapture } from './errors/error-log';
import { browserSessionId } from './report/browser-session-id';
import { registerRemotesFromManifest, remoteRoutes } from './remotes/remote-registry';
import { createRoutes, patchRemoteRoutes } from './routing/routes';
import { splashPlaysNow } from './splash/splash-timing';

installErrorCapture();
browserSessionId();
void registerRemotesFromManifest();

const store = createAppStore();
// refetchOnFocus / refetchOnReconnect need the window listeners.
setupListeners(store.dispatch);

const router = createBrowserRouter(createRoutes(), {
  patchRoutesOnNavigation: patchRemoteRoutes(remoteRoutes),
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <Provider store={store}>
        <App router={router} />
      </Provider>
    </AppErrorBoundary>
  </StrictMode>
);

// Where the app's first render is the splash that index.html already painted (static-splash.spec),
// it takes over those elements instead of drawing new ones: the title stays the page's largest
// paint, at its first frame (a new title would be painted, and counted, once the scripts ran).
const renderApp = () =>
  container.querySelector(':scope > .splash') && splashPlaysNow()
    ? hydrateRoot(container, app)
    : createRoot(container).render(app);

// The server's first frame of a page (`aria-busy` in #root: an event, /events, a profile) stays
// until the page's route has loaded, its loader's data included (ADR 0046): the app rendered
// before would replace it with an empty page or a spinner, and its flyer with one painted later.
if (container.querySelector(':scope > [aria-busy="true"]') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    renderApp();
  });
} else renderApp();
