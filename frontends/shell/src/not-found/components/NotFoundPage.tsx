import { lazy, Suspense } from 'react';

const NotFoundWaysOn = lazy(() => import('./NotFoundWaysOn'));

/** The spec's 404 heading; the ways on load with it (only when a page is not found). */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">404 Page Not Found</h1>
      <Suspense fallback={null}>
        <NotFoundWaysOn />
      </Suspense>
    </section>
  );
}
