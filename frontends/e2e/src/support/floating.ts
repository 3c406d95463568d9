import type { Page } from 'playwright-core';

/**
 * Text that something fixed to the screen (the report button, the "Created by" pill, a form's
 * bar) covers with the page scrolled to its end, where no more scrolling brings a line clear of
 * it (a page that does not scroll is at its end): each text line's box is tested against each
 * fixed element's box, and the point in the middle of their overlap must not belong to the fixed
 * element.
 */
export function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const covered = new Set<string>();
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    const floats = [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el);
      return (
        style.position === 'fixed' && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]')
      );
    });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || floats.some((float) => float.contains(parent))) continue;
      if (parent.closest('[aria-hidden="true"], .sr-only, script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        for (const float of floats) {
          const box = float.getBoundingClientRect();
          const left = Math.max(line.left, box.left);
          const right = Math.min(line.right, box.right);
          const top = Math.max(line.top, box.top);
          const bottom = Math.min(line.bottom, box.bottom);
          if (right - left < 2 || bottom - top < 2) continue;
          const topElement = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (topElement && float.contains(topElement)) {
            const name = `${float.tagName.toLowerCase()}.${[...float.classList].join('.')}`;
            covered.add(`"${text.slice(0, 40)}" under ${name}`);
          }
        }
      }
    }
    scrollTo(0, 0);
    return [...covered];
  });
}
