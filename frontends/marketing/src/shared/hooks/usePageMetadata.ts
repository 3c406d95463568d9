import { documentTitle, marketingPageMetadata } from '@nightlife/domain';
import { useEffect } from 'react';

/**
 * The page's title and description in the document when it is reached inside the app; the
 * server already writes them (with the Open Graph tags) into the HTML of a direct visit.
 */
export function usePageMetadata(path: string): void {
  useEffect(() => {
    const page = marketingPageMetadata(path);
    if (!page) return;
    const previousTitle = document.title;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = description?.content;
    document.title = documentTitle(page);
    if (description) description.content = page.description;
    return () => {
      document.title = previousTitle;
      if (description && previousDescription !== undefined) description.content = previousDescription;
    };
  }, [path]);
}
