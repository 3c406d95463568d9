import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@nightlife/ui';

interface EventHostProps {
  hostName: string;
  hostUsername: string;
  hostAvatar: string | null;
}

export function hostProfilePath(hostUsername: string): string {
  return `/${encodeURIComponent(hostUsername.toLowerCase())}`;
}

/** Avatar, name and 'Event Organizer' with a link to the host's profile. */
export function EventHost({
  hostName,
  hostUsername,
  hostAvatar,
  children,
}: EventHostProps & { children?: ReactNode }) {
  return (
    <div className="pe-host">
      {hostAvatar ? (
        <img className="pe-host__avatar" src={hostAvatar} alt="" />
      ) : (
        <span className="pe-host__avatar" aria-hidden="true">
          {hostName.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="pe-host__body">
        <p className="pe-host__name">{hostName}</p>
        <p className="pe-host__role">Event Organizer</p>
      </div>
      <div className="pe-host__actions">
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={hostProfilePath(hostUsername)}
        >
          View Profile
        </Link>
        {children}
      </div>
    </div>
  );
}
