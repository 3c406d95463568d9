// Spec 2 §2.11: native share, else copy the link, else ask the user to copy it by hand.

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual';

interface ShareEnvironment {
  navigator: Pick<Navigator, 'share' | 'clipboard'> | undefined;
  /** The older copy path (a selected hidden textarea), for browsers without the Clipboard API. */
  legacyCopy: (text: string) => boolean;
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const browser = (): ShareEnvironment => ({
  navigator: typeof navigator === 'undefined' ? undefined : navigator,
  legacyCopy,
});

export async function shareLink(
  link: { url: string; title: string },
  env: ShareEnvironment = browser(),
): Promise<ShareOutcome> {
  if (typeof env.navigator?.share === 'function') {
    try {
      await env.navigator.share(link);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (env.navigator?.clipboard) {
      await env.navigator.clipboard.writeText(link.url);
      return 'copied';
    }
  } catch {
    // Denied or unavailable: the older path below.
  }
  return env.legacyCopy(link.url) ? 'copied' : 'manual';
}
