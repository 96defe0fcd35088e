import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useFeedback } from '../ui/Feedback';

export function LogOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useFeedback();
  const logOut = async () => {
    await api.POST('/auth/logout').catch(() => undefined);
    queryClient.clear();
    notify('You are logged out');
    navigate('/login');
  };
  return (
    <button type="button" className="button secondary small" onClick={logOut}>
      Log out
    </button>
  );
}
