import { useState } from 'react';
import { Link } from 'react-router';
import { visibleGalleryImages } from '@nightlife/domain';
import { buttonClassName } from '@nightlife/ui';
import { signupRedirectPath } from '../../shared/auth-redirect';
import { galleryTitle } from '../event-page.model';

interface EventGalleryProps {
  slug: string;
  status: 'upcoming' | 'past';
  images: readonly string[];
  signedIn: boolean;
}

/** Gallery: locked for visitors; stock, placeholder and broken images are left out (spec 1 §2). */
export function EventGallery({ slug, status, images, signedIn }: EventGalleryProps) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = visibleGalleryImages(images).filter((url) => !broken.has(url));
  if (signedIn && shown.length === 0) return null;

  return (
    <section className="pe-event__section" aria-labelledby="event-gallery">
      <h2 id="event-gallery">{galleryTitle(status)}</h2>
      {!signedIn ? (
        <div className="pe-locked">
          <span className="pe-locked__icon" aria-hidden="true">
            🔒
          </span>
          <p>Photos from the night are for members</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to={signupRedirectPath(slug)}>
            Sign Up to View Gallery
          </Link>
        </div>
      ) : (
        <div className="pe-gallery">
          {shown.map((url) => (
            <img
              key={url}
              className="pe-gallery__image"
              src={url}
              alt=""
              loading="lazy"
              onError={() => setBroken((current) => new Set(current).add(url))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
