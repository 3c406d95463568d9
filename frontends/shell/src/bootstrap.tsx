import { createAppStore, setupListeners } from '@nightlife/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { AppErrorBoundary } from './errors/components/AppErrorBoundary';
import { installErrorCapture } from './errors/error-log';
import { browserSessionId } from './report/browser-session-id';
import { registerRemotesFromManifest, remoteRoutes } from './remotes/remote-registry';
import { createRoutes, patchRemoteRoutes } from './routing/routes';

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

const renderApp = () =>
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <App router={router} />
        </Provider>
      </AppErrorBoundary>
    </StrictMode>,
  );

// The server's first frame of a page (`aria-busy` in #root: an event, /events, a profile) stays
// until the page's route has loaded: the app rendered before would replace it with an empty page
// while the remote's code arrives, and its flyer with one painted later.
if (container.querySelector(':scope > [aria-busy="true"]') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    renderApp();
  });
} else renderApp();
