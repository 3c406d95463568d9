import type { FieldError } from '../kernel/domain-error.js';

/** Spec 2 §9: the 20 named styles; the theme may also be none or a custom description. */
export const FLYER_THEMES = [
  'Neon Cyberpunk',
  'Vintage Retro',
  'Minimalist Modern',
  'Gold Luxury VIP',
  'Dark Gothic',
  'Tropical Paradise',
  'Urban Street Art',
  'Art Deco Elegance',
  'Space/Galaxy',
  'Disco/70s Funk',
  'Grunge/Industrial',
  'Pastel Aesthetic',
  'Black & White Classic',
  'Neon Synthwave',
  'Marble Luxury',
  'Fire/Energy',
  'Ocean/Water',
  'Forest/Nature',
  'Chrome/Metallic',
  'Rainbow/Pride',
] as const;
export type FlyerNamedTheme = (typeof FLYER_THEMES)[number];
export const NO_THEME = 'none';
export const CUSTOM_THEME = 'custom';
export type FlyerTheme = FlyerNamedTheme | typeof NO_THEME | typeof CUSTOM_THEME;

/** Spec 2 §9 flyer sizes (image generator sizes, in pixels). */
export const FLYER_SIZES = [
  { value: '1024x1024', label: 'Square (1024x1024)', shape: 'square' },
  { value: '1792x1024', label: 'Landscape (1792x1024)', shape: 'landscape' },
  { value: '1024x1792', label: 'Portrait (1024x1792)', shape: 'portrait' },
] as const;
export type FlyerSize = (typeof FLYER_SIZES)[number]['value'];

/** Spec 2 §9 target audiences, with how a prompt names them. */
export const TARGET_AUDIENCES = [
  { value: 'young-professionals', label: 'Young professionals' },
  { value: 'college-students', label: 'College students' },
  { value: 'vip-crowd', label: 'VIP crowd' },
  { value: 'party-goers', label: 'Party-goers' },
  { value: 'music-lovers', label: 'Music lovers' },
  { value: 'socialites', label: 'Socialites' },
  { value: 'mature-crowd', label: 'Mature crowd' },
] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number]['value'];

/** The location field's starting text (spec 2 §5). */
export const DEFAULT_FLYER_LOCATION = 'RSVP for Flyer Location';

/** Spec 2 §3 flyer form. Optional choices are '' when not chosen. */
export interface FlyerForm {
  eventName: string;
  /** As a datetime-local input gives it ('2025-03-08T21:00'), or any text. */
  eventDateTime: string;
  location: string;
  hostedBy: string;
  targetAudience: TargetAudience | '';
  size: FlyerSize | '';
  theme: FlyerTheme;
  customTheme: string;
  extraInfo: string;
}

export const EMPTY_FLYER_FORM: FlyerForm = {
  eventName: '',
  eventDateTime: '',
  location: DEFAULT_FLYER_LOCATION,
  hostedBy: '',
  targetAudience: '',
  size: '1024x1024',
  theme: NO_THEME,
  customTheme: '',
  extraInfo: '',
};

/** Spec 2 §5 and §2.15. */
export const FLYER_MESSAGES = {
  eventName: 'Event name is required',
  eventDateTime: 'Date & time is required',
  location: 'Location is required',
  extraInfo: 'Design details are required',
  customTheme: 'Custom theme description is required when custom theme is selected',
  voiceUnsupported: 'Voice input is not supported in your browser. Please try Chrome or Safari.',
} as const;

/** The flyer form's rule (spec 2 §5): name, date and time, location and design details required. */
export function validateFlyerForm(form: FlyerForm): FieldError[] {
  const blank = (value: string) => value.trim() === '';
  const checks: [keyof FlyerForm, boolean, string][] = [
    ['eventName', blank(form.eventName), FLYER_MESSAGES.eventName],
    ['eventDateTime', blank(form.eventDateTime), FLYER_MESSAGES.eventDateTime],
    ['location', blank(form.location), FLYER_MESSAGES.location],
    ['customTheme', form.theme === CUSTOM_THEME && blank(form.customTheme), FLYER_MESSAGES.customTheme],
    ['extraInfo', blank(form.extraInfo), FLYER_MESSAGES.extraInfo],
  ];
  return checks.filter(([, failed]) => failed).map(([field, , message]) => ({ field, message }));
}
