import { useEffect } from 'react';

/**
 * The document's title while the page is shown (the tab, the history, what a screen reader
 * announces on navigation); the previous one comes back when it goes. Null leaves it as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
