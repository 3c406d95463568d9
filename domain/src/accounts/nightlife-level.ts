export type NightlifeLevel = 'Newcomer' | 'Connected' | 'Social Star' | 'VIP' | 'Legend';

/** Spec 2 §9, by count of going RSVPs; highest threshold first. */
export const NIGHTLIFE_LEVELS: readonly { minGoing: number; level: NightlifeLevel }[] = [
  { minGoing: 20, level: 'Legend' },
  { minGoing: 15, level: 'VIP' },
  { minGoing: 10, level: 'Social Star' },
  { minGoing: 5, level: 'Connected' },
  { minGoing: 0, level: 'Newcomer' },
];

export function nightlifeLevel(goingCount: number): NightlifeLevel {
  return NIGHTLIFE_LEVELS.find(({ minGoing }) => goingCount >= minGoing)?.level ?? 'Newcomer';
}
