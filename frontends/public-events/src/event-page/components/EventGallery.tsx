import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@nightlife/ui';
import { signupRedirectPath } from '../../shared/auth-redirect';
import { galleryTitle } from '../event-page.model';

// Only signed-in users see the photos, so a visitor's first load leaves their code out.
const GalleryImages = lazy(async () => ({ default: (await import('./GalleryImages')).GalleryImages }));

interface EventGalleryProps {
  slug: string;
  status: 'upcoming' | 'past';
  images: readonly string[];
  signedIn: boolean;
}

/** Gallery: locked for visitors; the photos for signed-in users (GalleryImages, spec 1 §2). */
export function EventGallery({ slug, status, images, signedIn }: EventGalleryProps) {
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <GalleryImages status={status} images={images} />
      </Suspense>
    );
  return (
    <section className="pe-event__section" aria-labelledby="event-gallery">
      <h2 id="event-gallery">{galleryTitle(status)}</h2>
      <div className="pe-locked">
        <span className="pe-locked__icon" aria-hidden="true">
          🔒
        </span>
        <p>Photos from the night are for members</p>
        <Link className={buttonClassName({ variant: 'secondary' })} to={signupRedirectPath(slug)}>
          Sign Up to View Gallery
        </Link>
      </div>
    </section>
  );
}
