import { describe, expect, it } from '@jest/globals';
import { shareLink } from './share';

const link = { url: 'https://nightlife.example/lena', title: 'Lena' };
const abort = Object.assign(new Error('closed'), { name: 'AbortError' });

describe('shareLink', () => {
  it('uses the native share sheet first', async () => {
    const shared: unknown[] = [];
    const nav = { share: async (data: unknown) => void shared.push(data), clipboard: undefined } as never;
    expect(await shareLink(link, { navigator: nav, legacyCopy: () => false })).toBe('shared');
    expect(shared).toEqual([link]);
  });

  it('treats a closed share sheet as a choice, not a failure', async () => {
    const nav = { share: () => Promise.reject(abort), clipboard: undefined } as never;
    expect(await shareLink(link, { navigator: nav, legacyCopy: () => true })).toBe('cancelled');
  });

  it('copies the link when the share sheet is missing or fails', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    const nav = { share: () => Promise.reject(new Error('not allowed')), clipboard } as never;
    expect(await shareLink(link, { navigator: nav, legacyCopy: () => false })).toBe('copied');
    expect(copied).toEqual([link.url]);
  });

  it('falls back to the older copy path, then to asking the user', async () => {
    const denied = { writeText: () => Promise.reject(new Error('denied')) };
    const nav = { share: undefined, clipboard: denied } as never;
    expect(await shareLink(link, { navigator: nav, legacyCopy: () => true })).toBe('copied');
    expect(await shareLink(link, { navigator: nav, legacyCopy: () => false })).toBe('manual');
    expect(await shareLink(link, { navigator: undefined, legacyCopy: () => false })).toBe('manual');
  });
});
