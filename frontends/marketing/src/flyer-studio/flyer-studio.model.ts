import { FLYER_PROMPT_STYLES, FLYER_SIZES, type FlyerSize } from '@nightlife/domain';

/** The prompt viewer starts at the first style; Previous is disabled there, Next at the last (spec 2 §2.15). */
export interface PromptPosition {
  canGoPrevious: boolean;
  canGoNext: boolean;
  label: string;
}

export function promptPosition(index: number, count: number = FLYER_PROMPT_STYLES.length): PromptPosition {
  return {
    canGoPrevious: index > 0,
    canGoNext: index < count - 1,
    label: `Style ${index + 1} of ${count}`,
  };
}

/** Phones get the prompt copied before the assistant opens (its app may drop the link's text). */
export function isPhone(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** The preview's shape (CSS aspect ratio) for a chosen size; square when none is chosen. */
export function previewAspectRatio(size: FlyerSize | ''): string {
  const chosen = FLYER_SIZES.find((option) => option.value === size);
  const [width, height] = (chosen?.value ?? '1024x1024').split('x');
  return `${width} / ${height}`;
}

export const PHONE_ASSISTANT_STEPS =
  'Prompt copied! ChatGPT opens in a new tab: paste the prompt into the message box and send it to get your flyer.';
