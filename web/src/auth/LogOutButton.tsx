import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useFeedback } from '../ui/Feedback';

/** Ends the session, forgets what was read with it and goes to the log-in page. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useFeedback();
  return async () => {
    await api.POST('/auth/logout').catch(() => undefined);
    queryClient.clear();
    notify('You are logged out');
    navigate('/login');
  };
}

export function LogOutButton() {
  const logOut = useLogOut();
  return (
    <button type="button" className="button secondary small" onClick={logOut}>
      Log out
    </button>
  );
}
