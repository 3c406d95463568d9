import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS, guestsLabel, parseRsvpResponse, rsvpGuestName } from '@nightlife/domain';
import { Badge } from '@nightlife/ui';
import type { RsvpWithUser } from '../../api/events-api';

interface GuestListProps {
  rsvps: readonly RsvpWithUser[];
  /** Something to put at the end of a guest's row (the ticket page's Connect button). */
  action?: (rsvp: RsvpWithUser) => ReactNode;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Names, usernames linking to profiles, locations, verified badge, messages and '+N guests'. */
export function GuestList({ rsvps, action }: GuestListProps) {
  return (
    <ul className="pe-guests">
      {rsvps.map((rsvp) => {
        const { user } = rsvp;
        const name = user && rsvpGuestName(user) !== 'Anonymous' ? rsvpGuestName(user) : rsvp.guestName;
        const response = parseRsvpResponse(rsvp.response);
        return (
          <li key={rsvp.id} className="pe-guest">
            {user?.avatar ? (
              <img className="pe-guest__avatar" src={user.avatar} alt="" loading="lazy" />
            ) : (
              <span className="pe-guest__avatar" aria-hidden="true">
                {rsvp.emoji ?? initials(name)}
              </span>
            )}
            <div className="pe-guest__body">
              <p className="pe-guest__name">
                {name}
                {user?.isVerified && (
                  <span className="pe-guest__verified" title="Verified" aria-label="Verified">
                    ✔
                  </span>
                )}
                {rsvp.emoji && user?.avatar && <span aria-hidden="true"> {rsvp.emoji}</span>}
              </p>
              <p className="pe-guest__meta">
                {user && <Link to={`/${encodeURIComponent(user.username)}`}>@{user.username}</Link>}
                {user?.location && <span> · {user.location}</span>}
                {rsvp.plusOnes > 0 && <span> · {guestsLabel(rsvp.plusOnes)}</span>}
              </p>
              {rsvp.message && <p className="pe-guest__message">“{rsvp.message}”</p>}
            </div>
            {response && (
              <Badge variant={response === 'going' ? 'live' : 'neutral'} className="pe-guest__response">
                {RSVP_RESPONSE_LABELS[response]}
              </Badge>
            )}
            {action?.(rsvp)}
          </li>
        );
      })}
    </ul>
  );
}
