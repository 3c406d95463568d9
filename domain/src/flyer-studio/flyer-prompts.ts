import { CUSTOM_THEME, FLYER_SIZES, NO_THEME, TARGET_AUDIENCES, type FlyerForm } from './flyer-form.js';

/** Spec 2 §2.15: three variants per submit, in this order (the viewer starts at index 0). */
export const FLYER_PROMPT_STYLES = ['Professional Style', 'Bold & Energetic', 'Artistic & Creative'] as const;
export type FlyerPromptStyle = (typeof FLYER_PROMPT_STYLES)[number];

export interface FlyerPrompt {
  style: FlyerPromptStyle;
  prompt: string;
}

const DIRECTION: Readonly<Record<FlyerPromptStyle, { opening: string; look: string }>> = {
  'Professional Style': {
    opening: 'Design a polished, professional event flyer',
    look: 'Clean layout on a clear grid, the event name as a confident headline in a refined sans-serif, a restrained palette with one accent colour, generous spacing and a strong visual hierarchy.',
  },
  'Bold & Energetic': {
    opening: 'Create a bold, high-energy party flyer',
    look: 'An oversized, heavy headline, saturated neon colours, a dynamic diagonal composition, light streaks and motion blur: it should feel loud and impossible to scroll past.',
  },
  'Artistic & Creative': {
    opening: 'Create an artistic, one-of-a-kind event flyer',
    look: 'An illustrated, painterly look with rich textures, hand-lettered title typography and an unexpected composition, like a limited-edition gig poster.',
  },
};

// Built on first use: constructing an Intl formatter is costly, and the page loads this module
// before anyone asks for a prompt.
let weekdayDate: Intl.DateTimeFormat | undefined;
function formatWeekdayDate(instant: Date): string {
  weekdayDate ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return weekdayDate.format(instant);
}

/** '2025-03-08T21:00' as 'Saturday, March 8, 2025 at 9:00 PM'; any other text as typed. */
export function describeFlyerDateTime(value: string): string {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return text;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (Number.isNaN(instant.getTime()) || instant.getUTCDate() !== day) return text;
  return formatWeekdayDate(instant).replace(/, (\d{1,2}:\d{2})/, ' at $1');
}

function themeLine(form: FlyerForm): string | null {
  if (form.theme === NO_THEME) return null;
  const theme = form.theme === CUSTOM_THEME ? form.customTheme.trim() : form.theme;
  return `Visual theme: ${theme}.`;
}

function audienceLine(form: FlyerForm): string | null {
  const audience = TARGET_AUDIENCES.find((option) => option.value === form.targetAudience);
  return audience ? `Made to appeal to ${audience.label.toLowerCase()}.` : null;
}

function sizeLine(form: FlyerForm): string | null {
  const size = FLYER_SIZES.find((option) => option.value === form.size);
  return size ? `Format: ${size.shape}, ${size.value} pixels.` : null;
}

/**
 * The three image-generator prompts for a filled flyer form (validateFlyerForm passed): the same
 * facts in each, written exactly as given, with a different art direction per style.
 */
export function buildFlyerPrompts(form: FlyerForm): FlyerPrompt[] {
  const facts = [
    `Event name: "${form.eventName.trim()}"`,
    `Date & time: ${describeFlyerDateTime(form.eventDateTime)}`,
    `Location: ${form.location.trim()}`,
    ...(form.hostedBy.trim() ? [`Hosted by: ${form.hostedBy.trim()}`] : []),
  ];
  return FLYER_PROMPT_STYLES.map((style) => {
    const { opening, look } = DIRECTION[style];
    const lines = [
      `${opening} for "${form.eventName.trim()}".`,
      sizeLine(form),
      look,
      themeLine(form),
      audienceLine(form),
      `Design details: ${form.extraInfo.trim()}`,
      `Show this text exactly as written, spelled correctly and easy to read:\n${facts.map((fact) => `- ${fact}`).join('\n')}`,
      'No other text, logos or watermarks.',
    ];
    return { style, prompt: lines.filter((line): line is string => line !== null).join('\n') };
  });
}

/** The chat assistant that turns a prompt into an image; the prompt rides in the link. */
export const FLYER_ASSISTANT = { name: 'ChatGPT', url: 'https://chatgpt.com/' } as const;

export function flyerAssistantLink(prompt: string): string {
  return `${FLYER_ASSISTANT.url}?q=${encodeURIComponent(prompt)}`;
}
