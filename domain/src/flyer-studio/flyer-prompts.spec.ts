import { EMPTY_FLYER_FORM, type FlyerForm } from './flyer-form.js';
import { buildFlyerPrompts, describeFlyerDateTime, flyerAssistantLink } from './flyer-prompts.js';

const form: FlyerForm = {
  ...EMPTY_FLYER_FORM,
  eventName: '  Neon Nights ',
  eventDateTime: '2025-03-08T21:00',
  location: 'Skyline Terrace, Miami',
  hostedBy: 'DJ Nova',
  targetAudience: 'vip-crowd',
  size: '1024x1792',
  theme: 'Gold Luxury VIP',
  extraInfo: 'Palm trees and a DJ silhouette',
};

describe('buildFlyerPrompts', () => {
  const prompts = buildFlyerPrompts(form);

  it('builds three variants in the spec order', () => {
    expect(prompts.map((prompt) => prompt.style)).toEqual([
      'Professional Style',
      'Bold & Energetic',
      'Artistic & Creative',
    ]);
    expect(new Set(prompts.map((prompt) => prompt.prompt)).size).toBe(3);
  });

  it('writes the professional prompt with every fact exactly as given', () => {
    expect(prompts[0].prompt).toBe(
      [
        'Design a polished, professional event flyer for "Neon Nights".',
        'Format: portrait, 1024x1792 pixels.',
        'Clean layout on a clear grid, the event name as a confident headline in a refined sans-serif, a restrained palette with one accent colour, generous spacing and a strong visual hierarchy.',
        'Visual theme: Gold Luxury VIP.',
        'Made to appeal to vip crowd.',
        'Design details: Palm trees and a DJ silhouette',
        'Show this text exactly as written, spelled correctly and easy to read:',
        '- Event name: "Neon Nights"',
        '- Date & time: Saturday, March 8, 2025 at 9:00 PM',
        '- Location: Skyline Terrace, Miami',
        '- Hosted by: DJ Nova',
        'No other text, logos or watermarks.',
      ].join('\n'),
    );
  });

  it('gives each variant its own art direction around the same facts', () => {
    expect(prompts[1].prompt).toMatch(/^Create a bold, high-energy party flyer for "Neon Nights"\./);
    expect(prompts[1].prompt).toContain('saturated neon colours');
    expect(prompts[2].prompt).toMatch(/^Create an artistic, one-of-a-kind event flyer/);
    expect(prompts[2].prompt).toContain('hand-lettered');
    for (const { prompt } of prompts) expect(prompt).toContain('- Location: Skyline Terrace, Miami');
  });

  it('uses a custom theme description, and leaves out what was not chosen', () => {
    const [custom] = buildFlyerPrompts({
      ...form,
      theme: 'custom',
      customTheme: ' Miami Vice pastels ',
      hostedBy: '',
      targetAudience: '',
      size: '',
    });
    expect(custom).toEqual({
      style: 'Professional Style',
      prompt: expect.stringContaining('Visual theme: Miami Vice pastels.'),
    });
    expect(custom.prompt).not.toMatch(/Hosted by|Made to appeal|Format:/);
    const [none] = buildFlyerPrompts({ ...form, theme: 'none' });
    expect(none.prompt).not.toContain('Visual theme');
  });
});

describe('describeFlyerDateTime', () => {
  it('reads a datetime-local value as a date and time', () => {
    expect(describeFlyerDateTime('2025-12-31T00:30')).toBe('Wednesday, December 31, 2025 at 12:30 AM');
  });

  it('keeps any other text as typed', () => {
    expect(describeFlyerDateTime(' Fri 10 PM till late ')).toBe('Fri 10 PM till late');
    expect(describeFlyerDateTime('2025-02-30T21:00')).toBe('2025-02-30T21:00');
  });
});

describe('flyerAssistantLink', () => {
  it('carries the prompt to the chat assistant, encoded', () => {
    expect(flyerAssistantLink('A & B\nC')).toBe('https://chatgpt.com/?q=A%20%26%20B%0AC');
  });
});
