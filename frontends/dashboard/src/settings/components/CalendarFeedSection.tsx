import { Button, Field, Input, buttonClassName, toast } from '@nightlife/ui';
import { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } from '../../api/accounts-api';
import { copyWithToast } from '../../shared/copy-with-toast';
import { toastFailure } from '../../shared/failure-text';

/** webcal:// opens the address in the device's calendar app as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * The personal calendar feed (issue 21 §3): a secret address listing the events the user holds a
 * place at and hosts. Making a new one revokes the old at once.
 */
export function CalendarFeedSection() {
  const { data } = useGetCalendarFeedQuery();
  const [regenerate, { isLoading }] = useRegenerateCalendarFeedMutation();
  const url = data?.url ?? null;

  const copy = (address: string) =>
    copyWithToast(address, 'Address copied', 'Select the address and copy it.');

  const make = async () => {
    try {
      await regenerate().unwrap();
      toast({
        title: url ? 'New calendar address' : 'Calendar address ready',
        description: url ? 'The old address no longer works.' : 'Add it to your calendar app.',
        variant: 'success',
      });
    } catch (error) {
      toastFailure('Could not make the address', error, 'Please try again.');
    }
  };

  return (
    <section className="db-panel" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading" className="db-panel__title">
        Calendar feed
      </h2>
      <p className="db-panel__lead">
        Your events in your calendar app, kept up to date: the events you are going to and the ones you host.
        Keep the address private; anyone with it can read the feed.
      </p>
      {url && (
        <>
          <Field label="Feed address">
            {(control) => (
              <Input {...control} readOnly value={url} onFocus={(event) => event.target.select()} />
            )}
          </Field>
          <div className="db-panel__actions">
            <a className={buttonClassName({ variant: 'primary', size: 'sm' })} href={webcalUrl(url)}>
              Subscribe
            </a>
            <Button type="button" size="sm" variant="secondary" onClick={() => void copy(url)}>
              Copy address
            </Button>
          </div>
        </>
      )}
      <div className="db-panel__actions">
        <Button
          type="button"
          size="sm"
          variant={url ? 'ghost' : 'primary'}
          loading={isLoading}
          onClick={() => void make()}
        >
          {url ? 'Make a new address' : 'Make my calendar address'}
        </Button>
      </div>
    </section>
  );
}
