import { toast } from '@nightlife/ui';

/** Copies `text`, saying `copied`, or how to copy it by hand when the browser refuses. */
export async function copyWithToast(text: string, copied: string, byHand: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: copied, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: byHand, variant: 'destructive' });
  }
}
