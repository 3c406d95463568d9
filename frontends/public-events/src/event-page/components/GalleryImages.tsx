import { useState } from 'react';
import { visibleGalleryImages } from '@nightlife/domain';
import { galleryTitle } from '../event-page.model';

/**
 * The gallery's photos, for signed-in users (spec 1 §2): stock, placeholder and broken images are
 * left out, and a gallery left empty is not shown. Loaded on its own, like the guest list, so a
 * visitor's first load leaves its code out (ADR 0010).
 */
export function GalleryImages({
  status,
  images,
}: {
  status: 'upcoming' | 'past';
  images: readonly string[];
}) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = visibleGalleryImages(images).filter((url) => !broken.has(url));
  if (shown.length === 0) return null;
  return (
    <section className="pe-event__section" aria-labelledby="event-gallery">
      <h2 id="event-gallery">{galleryTitle(status)}</h2>
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
    </section>
  );
}
