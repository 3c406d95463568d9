import type { HookahSpecialistId } from '@nightlife/domain';
import type { PortraitStyle } from '../shared/components/NeonPortrait';

/** Each specialist's drawn picture (spec 2 §3 "image"): the project's own SVG art. */
export const SPECIALIST_PORTRAITS: Record<HookahSpecialistId, PortraitStyle> = {
  luna: { color: 'pink', skin: '#d9a27a', hair: 'long', hairColor: '#1b1420', accessory: 'hoops' },
  jade: { color: 'cyan', skin: '#f0c8a8', hair: 'bun', hairColor: '#3a2418', accessory: 'none' },
  mia: { color: 'violet', skin: '#7b4a2e', hair: 'curly', hairColor: '#140c10', accessory: 'glasses' },
};
