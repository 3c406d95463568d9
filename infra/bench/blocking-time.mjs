// `node infra/bench/blocking-time.mjs [--url=http://127.0.0.1:3000] [--event=<slug>] [--runs=9] [--cpu-slowdown=4]`
//
// How long the main thread is blocked while a page starts: loads `/`, `/events` and an event page
// in Chromium, each --runs times from a cold browser context at --cpu-slowdown (Lighthouse's
// mobile profile slows the CPU 4x), and sums what the page's own long tasks took over 50 ms each
// (the definition of total blocking time) until the page's content shows and two more seconds
// have passed. Prints each page's runs and median: what Lighthouse's total blocking time is made
// of, without its simulation. Runs spread by +-30 % on a busy 2-core machine: judge a change to
// the startup by medians of both builds measured one after the other (A, B, A), never by one run.
//
// Without --url it starts the built product the way the browser tests do (a fresh database
// with the demo data; needs `npx nx run-many -t build` first) and stops it afterwards.
/* global window */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, pagesToMeasure, productUnderTest } from './first-load.mjs';
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    event: { type: 'string' },
    runs: { type: 'string', default: '9' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const RUNS = Number(args.runs);
const SLOWDOWN = Number(args['cpu-slowdown']);

/** What shows once each page has rendered its content (not the server's first frame). */
const CONTENT = {
  '/': 'footer',
  '/events': 'a.pe-card__link',
};
const EVENT_CONTENT = '.pe-event__hero';

async function blockingTime(browser, url, content) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // The landing's splash plays once per browser session; it is not what is measured here.
  await context.addInitScript(() => sessionStorage.setItem('nightlife.splashSeen', '1'));
  await context.addInitScript(() => {
    window.__blockingMs = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) window.__blockingMs += Math.max(0, task.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(url);
  await page.locator(content).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2_000);
  const blocking = await page.evaluate(() => window.__blockingMs);
  await context.close();
  return Math.round(blocking);
}

const product = await productUnderTest(args.url);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const paths = await pagesToMeasure(product.baseUrl, args.event);
  console.log(`blocking time at ${SLOWDOWN}x CPU slowdown, ${RUNS} cold loads per page (ms):`);
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await blockingTime(browser, `${product.baseUrl}${path}`, CONTENT[path] ?? EVENT_CONTENT));
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    console.log(`${path.padEnd(28)} median ${String(median).padStart(5)}   runs ${runs.join(', ')}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
