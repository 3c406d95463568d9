import type { ReactNode } from 'react';

interface AvatarSlotProps {
  /** The saved picture, or null for the initial. */
  avatarUrl: string | null;
  initial: string;
  /** The upload control (the uploads block's avatar picker) that goes beside the preview. */
  children?: ReactNode;
}

/**
 * The avatar of profile setup and the profile editor: the current picture (or the initial) as a
 * preview, with the upload control beside it. The picker and its texts come from
 * src/uploads/ (storage work); it calls PUT /api/avatar and gives back the new address.
 */
export function AvatarSlot({ avatarUrl, initial, children }: AvatarSlotProps) {
  return (
    <div className="db-avatar">
      {avatarUrl ? (
        <img className="db-avatar__preview" src={avatarUrl} alt="Your profile picture" />
      ) : (
        <span className="db-avatar__preview" role="img" aria-label="No profile picture yet">
          {initial}
        </span>
      )}
      <div className="db-avatar__control">{children}</div>
    </div>
  );
}
