import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Sends the visitor on to `to` in place of this page (its history entry is replaced), as
 * react-router's <Navigate replace> does; that one is left out of the shared router
 * (frontends/react-router-surface.mjs), whose every byte is on the first load.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
