// The Chromium the browser journeys drive (ADR 0043): CHROMIUM_PATH when set, else Debian's
// headless shell (package chromium-headless-shell, Chromium's old headless mode: the same engine
// without the full browser's UI layers, about 28% less CPU per journey file), else Debian's
// full chromium.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

export function journeyChromium() {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
