import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@nightlife/ui';
import { useNavigate } from 'react-router';
import { useLogout } from '../../session/hooks/useLogout';
import { useUnreadCount } from '../notifications-api';

interface UserMenuProps {
  user: { username: string; firstName: string; lastName: string };
}

export function UserMenu({ user }: UserMenuProps) {
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const unread = useUnreadCount();
  const unreadLabel = unread > 99 ? '99+' : String(unread);
  const initials =
    `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() ||
    user.username.charAt(0).toUpperCase();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className="user-menu__trigger"
          aria-label={`Account menu for ${user.username}${unread > 0 ? `, ${unread} unread` : ''}`}
        >
          <span className="user-menu__avatar" aria-hidden="true">
            {initials}
            {unread > 0 && (
              <span className="user-menu__badge" data-testid="unread-badge">
                {unreadLabel}
              </span>
            )}
          </span>
          <span className="user-menu__name">{user.username}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>@{user.username}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>Dashboard</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/dashboard?tab=inbox')}>
          Inbox{unread > 0 ? ` (${unreadLabel})` : ''}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            // Keep the menu open so 'Logging out...' stays visible until the call settles.
            event.preventDefault();
            void logout();
          }}
        >
          {pending ? 'Logging out...' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
