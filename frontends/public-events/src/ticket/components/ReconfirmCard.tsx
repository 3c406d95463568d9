import { isRsvpStatus, mayReconfirm, reconfirmationTimes, zonedDeadlineText } from '@nightlife/domain';
import { Button, toast } from '@nightlife/ui';
import type { EventDetail, UserRsvp } from '../../api/events-api';
import { useReconfirmRsvpMutation } from '../../api/actions-api';
import { rsvpFailureMessage } from '../../rsvp/rsvp-form.model';

/** The reconfirmation facts of an event view, as the domain reads them. */
function reconfirmationOf(event: EventDetail) {
  return {
    startsAt: new Date(event.dateTime),
    reconfirm: event.reconfirm,
    reconfirmAskHours: event.reconfirmAskHours,
    reconfirmDeadlineHours: event.reconfirmDeadlineHours,
  };
}

/**
 * Day-of reconfirmation on the ticket (ADR 0028): from the host's question until the deadline,
 * "I'm still coming" keeps the guest's place; afterwards the ticket says they did.
 */
export function ReconfirmCard({
  event,
  rsvp,
  now = new Date(),
}: {
  event: EventDetail;
  rsvp: UserRsvp;
  now?: Date;
}) {
  const [reconfirm, { isLoading }] = useReconfirmRsvpMutation();
  const facts = reconfirmationOf(event);
  const times = reconfirmationTimes(facts);
  if (times === null) return null;
  if (rsvp.reconfirmedAt) {
    return (
      <p className="pe-ticket__reconfirmed" role="status">
        ✓ You reconfirmed: your place is kept.
      </p>
    );
  }
  if (!isRsvpStatus(rsvp.status)) return null;
  const asked = {
    response: rsvp.response,
    status: rsvp.status,
    createdAt: new Date(rsvp.createdAt),
    reconfirmedAt: null,
  };
  if (!mayReconfirm(facts, asked, now)) return null;
  const submit = async () => {
    try {
      await reconfirm({ slug: event.slug }).unwrap();
      toast({
        title: "You're still coming",
        description: `Your place at ${event.title} is kept.`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Could not reconfirm', description: rsvpFailureMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="pe-ticket__reconfirm" role="region" aria-label="Reconfirm your place">
      <p>
        <strong>Are you still coming?</strong> Reconfirm by{' '}
        <strong>{zonedDeadlineText(times.deadline, event.timeZone, now)}</strong>: places that are not
        reconfirmed go to the waitlist.
      </p>
      <Button loading={isLoading} onClick={() => void submit()}>
        I'm still coming
      </Button>
    </div>
  );
}
