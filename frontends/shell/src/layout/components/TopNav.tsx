import { Brand, buttonClassName } from '@nightlife/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../session/hooks/useSession';

// Signed-in only: its code (and Radix's dropdown menu) loads when a user is signed in.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

const ALWAYS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/events', label: 'Events' },
  { to: '/party-tag', label: 'PartyTag' },
];

const SIGNED_IN = [
  { to: '/flyer-studio', label: 'Flyer Studio' },
  { to: '/contact', label: 'Contact' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link nav-link--active' : 'nav-link';

/** Spec 1 §2 top navigation. */
export function TopNav() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  const links = user ? [...ALWAYS, ...SIGNED_IN] : ALWAYS;

  return (
    <header className="top-nav">
      <div className="top-nav__bar">
        <Link to="/" className="top-nav__brand">
          <Brand />
        </Link>
        <nav aria-label="Main" className="top-nav__links">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="top-nav__account">
          {isLoading ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link
                to="/login"
                className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'top-nav__login' })}
              >
                Login
              </Link>
              <Link to="/signup" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
                Sign Up
              </Link>
            </>
          )}
          <button
            type="button"
            className="top-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <span className="top-nav__toggle-bars" data-open={menuOpen || undefined} aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav id={menuId} aria-label="Main (mobile)" className="top-nav__mobile" hidden={!menuOpen}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className={linkClass}>
            {link.label}
          </NavLink>
        ))}
        {!isLoading && !user && (
          <NavLink to="/login" end className={linkClass}>
            Login
          </NavLink>
        )}
      </nav>
    </header>
  );
}
