import { api, useLogoutMutation } from '@nightlife/api';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';

/** Spec 1 §4: success or failure alike, the client cache is cleared and the browser goes to '/'. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const run = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Leave first: clearing the cache while a signed-in-only page is mounted would make that
    // page redirect to /login before we reach '/'.
    await navigate('/');
    dispatch(api.util.resetApiState());
  };

  return { logout: run, pending: isLoading };
}
