import { dismissToast, getToasts, subscribeToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    toast({ title: 'RSVP Submitted!' });
    toast({ title: 'Connected!', variant: 'success' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Connected!', variant: 'success', open: true }),
    ]);
  });

  it('keeps a dismissed toast closed in the list until the removal delay has passed', () => {
    const { id } = toast({ title: 'Submission Failed', variant: 'destructive' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('updates a toast in place and notifies subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToasts((toasts) => seen.push(toasts[0]?.title ?? ''));
    const handle = toast({ title: 'Sending...' });
    handle.update({ title: 'Error Report Sent' });
    unsubscribe();
    expect(seen).toEqual(['Sending...', 'Error Report Sent']);
  });
});
