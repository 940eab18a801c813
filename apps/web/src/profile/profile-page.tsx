// /profile (part 2 §2): the signed-in user's local profile; saving keeps it in this browser and shows
// /success/settings-saved.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { ProfileScreen } from '@beautydesk/ui/screens/profile';
import { useSession } from '../session/session.tsx';
import { loadProfile, saveProfile } from './profile-storage.ts';

const SAVE_FAILED =
  'Браузер не дал сохранить настройки. Проверьте, не запрещено ли хранение данных сайта.';

export default function ProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const settings = useMemo(() => (user ? loadProfile(user.id, user.full_name) : null), [user]);
  if (!user || !settings) return null;
  return (
    <ProfileScreen
      // A different user (impersonation, sign-in as someone else) starts from their own record.
      key={user.id}
      email={user.email}
      settings={settings}
      onSave={(next) => {
        if (saveProfile(user.id, next)) navigate('/success/settings-saved');
        else toast({ tone: 'error', title: SAVE_FAILED });
      }}
    />
  );
}
