import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useGetSessionQuery } from '@nightlife/api';

/**
 * Sends an already signed-in visitor on to `target`, unless this screen has just signed the
 * user in itself (then the screen's own success flow decides where to go and when).
 */
export function useAuthRedirect(target: string) {
  const navigate = useNavigate();
  const { data: session } = useGetSessionQuery();
  const handledHere = useRef(false);

  useEffect(() => {
    if (session?.authenticated && !handledHere.current) navigate(target, { replace: true });
  }, [session?.authenticated, navigate, target]);

  return {
    markHandled: () => {
      handledHere.current = true;
    },
  };
}
