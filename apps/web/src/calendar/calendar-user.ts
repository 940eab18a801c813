// Which of the spec's calendar user types the signed-in user is (part 2 §6): a studio-scoped token is a
// studio user; a user whose GET /stats/master/me answers is a master (the session carries no master
// id, and that call is the one that knows); everyone else is 'other'. null while not known yet.
import { useMyMasterStats } from '@beautydesk/api/stats';
import { calendarUserType, type CalendarUserType } from '@beautydesk/domain/rules/navigation';
import { useSession } from '../session/session.tsx';

export function useCalendarUserType(): CalendarUserType | null {
  const { claims } = useSession();
  const stats = useMyMasterStats();
  const scopeType = claims?.scopeType ?? null;
  if (scopeType === 'studio') return calendarUserType({ scopeType });
  if (stats.data) return calendarUserType({ masterId: 'self', scopeType });
  // 'Not a master' (404) and any other failure alike: the studio selector still works for them.
  if (stats.error) return calendarUserType({ scopeType });
  return null;
}
