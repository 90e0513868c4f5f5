// Log out as the customer chose it on an account page. Logged out on a protected page, the route
// guard would send them to /account?redirect=… asking them to log in to go back where they just
// left; so they go to /account first (the log-in page once logged out), then the session ends.
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { logout } from '../../lib/session/customer-session.ts';

/** True from the choice until the session is gone: the account frame shows no page in between. */
export const useLeavingAccount = create<{ leaving: boolean }>(() => ({ leaving: false }));

export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    useLeavingAccount.setState({ leaving: true });
    try {
      await navigate('/account', { replace: true });
      await logout();
    } finally {
      useLeavingAccount.setState({ leaving: false });
    }
  };
}
