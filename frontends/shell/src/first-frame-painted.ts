/**
 * Resolves once the browser has painted what the page already holds: the landing's splash, or the
 * server's first frame of a shared link together with its flyer (the image it marks
 * `fetchpriority="high"`). The app's start-up work (federation, the framework, the first render)
 * then cannot hold that paint back: started earlier, it ran before the first paint in most
 * Lighthouse runs, which then counted the scripts' download and evaluation into the largest paint
 * (`/` 2.2 s instead of 1.5, infra/bench/README.md). The first page's scripts are already being
 * fetched meanwhile (first-page-preload.ts); only their start waits.
 *
 * "Painted" is the browser's own first-contentful-paint entry: frames may be produced before
 * anything is shown (two animation frames came before it in a third of the runs). A page whose
 * root is empty (the server drew nothing for it) has nothing to wait for, nor has a tab in the
 * background; and the wait never lasts more than START_WAIT_LIMIT_MS: a flyer on a slow network
 * must not keep the page from working.
 */
export const START_WAIT_LIMIT_MS = 1000;

export function whenFirstFramePainted(doc: Document = document): Promise<void> {
  if (doc.visibilityState !== 'visible' || !doc.getElementById('root')?.firstElementChild)
    return Promise.resolve();
  const hidden = new Promise<void>((resolve) =>
    doc.addEventListener('visibilitychange', () => resolve(), { once: true }),
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_LIMIT_MS));
  const flyer = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const painted = Promise.all([firstContentfulPaint(), settled(flyer)]).then(nextFrame);
  return Promise.race([painted, hidden, limit]);
}

function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function settled(image: HTMLImageElement | null): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the next frame: a flyer that arrived after the first paint is painted in it. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
