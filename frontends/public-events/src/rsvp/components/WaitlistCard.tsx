import { useEffect, useRef, useState } from 'react';
import { guestsLabel, PLUS_ONES_OPTIONS, zonedDeadlineText } from '@nightlife/domain';
import { Button, Card, toast } from '@nightlife/ui';
import {
  useAcceptWaitlistOfferMutation,
  useDeclineWaitlistOfferMutation,
  useGetWaitlistStatusQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} from '../../api/actions-api';
import { rsvpFailureMessage } from '../rsvp-form.model';
import { partyLabel } from '../waitlist.model';
import { useInviteCode } from '../../shared/hooks/useInviteCode';

/** While waiting, the turn and any offer are read again this often (an offer can come at any time). */
const POLL_MS = 15_000;

function Heading({ children, announce }: { children: string; announce: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [announce, children]);
  return (
    <h1 className="pe-rsvp__title" ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

interface JoinProps {
  slug: string;
  title: string;
  /** The guest answers Maybe or Can't Go instead (they take no place). */
  onAnswerInstead: () => void;
  onJoined: () => void;
  announce: boolean;
}

/** A full event with a waitlist: the guest joins it with their party. */
export function WaitlistJoinCard({ slug, title, onAnswerInstead, onJoined, announce }: JoinProps) {
  const [plusOnes, setPlusOnes] = useState(0);
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const invite = useInviteCode();
  const submit = async () => {
    try {
      await join({ slug, joinWaitlistDto: { plusOnes, inviteCode: invite ?? null } }).unwrap();
      onJoined();
      toast({
        title: "You're on the waitlist",
        description: `We'll tell you when places open up at ${title}.`,
      });
    } catch (error) {
      toast({
        title: 'Could not join the waitlist',
        description: rsvpFailureMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card glow="pink" className="pe-rsvp__outcome pe-waitlist" role="status">
      <span className="pe-rsvp__outcome-icon" aria-hidden="true">
        ⏳
      </span>
      <Heading announce={announce}>This event is full</Heading>
      <p className="pe-rsvp__outcome-text">
        Join the waitlist: when places free up they are offered to waiting guests in order, each party as a
        whole, for a short time to accept.
      </p>
      <label className="pe-waitlist__party">
        <span>Your party</span>
        <select className="nl-input" value={plusOnes} onChange={(e) => setPlusOnes(Number(e.target.value))}>
          {PLUS_ONES_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {guestsLabel(n)}
            </option>
          ))}
        </select>
      </label>
      <div className="pe-rsvp__outcome-actions">
        <Button loading={isLoading} onClick={() => void submit()}>
          Join the waitlist
        </Button>
        <Button variant="secondary" onClick={onAnswerInstead}>
          Answer Maybe or Can't Go
        </Button>
      </div>
    </Card>
  );
}

interface StatusProps {
  slug: string;
  title: string;
  /** After an accepted offer: the RSVP stands. */
  onAccepted: () => void;
  announce: boolean;
}

/** The guest's place on the waitlist, or the offer of places they may accept. */
export function WaitlistStatusCard({ slug, title, onAccepted, announce }: StatusProps) {
  const status = useGetWaitlistStatusQuery({ slug }, { pollingInterval: POLL_MS });
  const [accept, accepting] = useAcceptWaitlistOfferMutation();
  const [decline, declining] = useDeclineWaitlistOfferMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const data = status.data;
  const offer = data?.offer ?? null;

  const act = async (run: () => Promise<unknown>, failure: string, done?: () => void) => {
    try {
      await run();
      done?.();
    } catch (error) {
      toast({ title: failure, description: rsvpFailureMessage(error), variant: 'destructive' });
      void status.refetch();
    }
  };

  if (offer) {
    return (
      <Card glow="lime" className="pe-rsvp__outcome pe-waitlist" role="status">
        <span className="pe-rsvp__outcome-icon" aria-hidden="true">
          🎟️
        </span>
        <Heading announce={announce}>A place opened up for you!</Heading>
        <p className="pe-rsvp__outcome-text">
          {offer.places === 1 ? 'A place is' : `${offer.places} places are`} held for your party at {title}{' '}
          until <strong>{zonedDeadlineText(new Date(offer.expiresAt), offer.timeZone, new Date())}</strong>.
          After that it passes to the next guest.
        </p>
        <div className="pe-rsvp__outcome-actions">
          <Button
            loading={accepting.isLoading}
            onClick={() =>
              void act(() => accept({ offerId: offer.id }).unwrap(), 'Could not accept the offer', onAccepted)
            }
          >
            Accept my place
          </Button>
          <Button
            variant="secondary"
            loading={declining.isLoading}
            onClick={() =>
              void act(() => decline({ offerId: offer.id }).unwrap(), 'Could not decline the offer')
            }
          >
            Decline
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card glow="pink" className="pe-rsvp__outcome pe-waitlist" role="status">
      <span className="pe-rsvp__outcome-icon" aria-hidden="true">
        ⏳
      </span>
      <Heading announce={announce}>You're on the waitlist</Heading>
      {data?.position != null && data.partySize != null && (
        <p className="pe-waitlist__position">
          <strong>#{data.position}</strong> in line · {partyLabel(data.partySize)}
        </p>
      )}
      <p className="pe-rsvp__outcome-text">
        When places open up for your whole party, they are offered to you here, in your inbox and by email.
      </p>
      <div className="pe-rsvp__outcome-actions">
        <Button
          variant="ghost"
          loading={leaving.isLoading}
          onClick={() => void act(() => leave({ slug }).unwrap(), 'Could not leave the waitlist')}
        >
          Leave the waitlist
        </Button>
      </div>
    </Card>
  );
}
