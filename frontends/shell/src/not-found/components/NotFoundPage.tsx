import { buttonClassName } from '@nightlife/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">404 Page Not Found</h1>
      <p className="not-found__text">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        Back to Home
      </Link>
    </section>
  );
}
