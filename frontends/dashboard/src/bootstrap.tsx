// Standalone mount of this remote's routes, for working on it without the shell.
// In the product the shell loads `./routes` through Module Federation and this file is unused.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@nightlife/api';
import { Toaster } from '@nightlife/ui';
import '@nightlife/ui/styles.css';
import routes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <Toaster />
      </Provider>
    </StrictMode>,
  );
}
