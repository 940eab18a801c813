// /team (part 2 §2): the team screen on the users, invitations, roles and masters hooks; ?tab= picks the tab, the
// filters and the page go to the server (GET /users/business-users/), every action says how it went in a toast.
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInvitationActions, useInvitations } from '@beautydesk/api/invitations';
import { useMasters } from '@beautydesk/api/masters';
import { useRoles } from '@beautydesk/api/roles';
import {
  useAvailableMasters,
  useBusinessUserActions,
  useBusinessUsers,
} from '@beautydesk/api/users';
import { roleNotices } from '@beautydesk/domain/messages/roles';
import { teamNotices } from '@beautydesk/domain/messages/team';
import { toastErrorMessages } from '@beautydesk/domain/messages/errors';
import { errorText } from '@beautydesk/domain/rules/errors';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { teamTabFromQuery, teamTabHref, type TeamTab } from '@beautydesk/domain/rules/team';
import type { InvitePayload } from '@beautydesk/domain/rules/validation/invite';
import { DEFAULT_TEAM_PAGE_SIZE } from '@beautydesk/domain/schemas/users';
import { useToast } from '@beautydesk/ui/components/toast/store';
import {
  EMPTY_TEAM_FILTERS,
  InviteDialog,
  TeamScreen,
  type TeamFilters,
} from '@beautydesk/ui/screens/team';
import { usePermissions } from '../session/permissions.tsx';
import { RolesPanel } from '../roles/roles-panel.tsx';
import { INVITATION_SENT_PATH } from '../routes.ts';

export default function TeamPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = teamTabFromQuery(params.get('tab'));
  const { permissions, loading: permissionsLoading } = usePermissions();
  const { toast } = useToast();
  const [filters, setFilters] = useState<TeamFilters>(EMPTY_TEAM_FILTERS);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  // Expiry is judged against the clock when the page opened.
  const [now] = useState(() => Date.now());
  // The search goes to the server once typing pauses (React defers it behind the keystrokes).
  const search = useDeferredValue(filters.search.trim());
  const canManage = hasPermission(permissions, 'users.manage');

  const users = useBusinessUsers({
    page,
    size: DEFAULT_TEAM_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.roleId ? { roleId: filters.roleId } : {}),
    ...(filters.status ? { status_filter: filters.status } : {}),
  });
  const invitations = useInvitations();
  const roles = useRoles({ include_user_count: true });
  const available = useAvailableMasters();
  const masters = useMasters({ limit: 1000 });
  const userActions = useBusinessUserActions();
  const invitationActions = useInvitationActions();

  const masterNames = useMemo(
    () => Object.fromEntries((masters.data?.masters ?? []).map((m) => [m.id, m.name])),
    [masters.data],
  );

  /** Runs an action and toasts its failure; rethrows so the screen keeps its dialog open. */
  const act = async <T,>(action: () => Promise<T>, failure: string, success?: string) => {
    try {
      const result = await action();
      if (success) toast({ title: success, tone: 'success' });
      return result;
    } catch (error) {
      toast({ title: failure, description: errorText(error, ''), tone: 'error' });
      throw error;
    }
  };

  if (permissionsLoading) return null;

  return (
    <>
      <TeamScreen
        tab={tab}
        onTabChange={(next: TeamTab) => navigate(teamTabHref(next), { replace: true })}
        canManage={canManage}
        now={now}
        users={users.data?.users ?? []}
        usersTotal={users.data?.total ?? 0}
        usersLoading={!users.data && !users.error}
        usersError={users.error ? errorText(users.error, teamNotices.usersLoadFailed) : null}
        onRetryUsers={() => void users.mutate()}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        page={page}
        pageSize={DEFAULT_TEAM_PAGE_SIZE}
        onPageChange={setPage}
        invitations={invitations.data ?? []}
        invitationsLoading={!invitations.data && !invitations.error}
        invitationsError={
          invitations.error ? errorText(invitations.error, teamNotices.invitationsLoadFailed) : null
        }
        onRetryInvitations={() => void invitations.mutate()}
        roles={roles.data ?? []}
        rolesContent={<RolesPanel />}
        availableMasters={available.data ?? []}
        masterNames={masterNames}
        onInvite={() => setInviting(true)}
        onAssignMaster={(user, masterId) =>
          act(() => userActions.assignMaster(user.id, masterId), toastErrorMessages.unknown)
        }
        onChangeRole={(user, roleId) =>
          act(
            () => userActions.changeRole(user.id, roleId),
            roleNotices.assignFailed,
            roleNotices.assigned,
          )
        }
        onSetActive={(user, active) =>
          act(
            () => (active ? userActions.activate(user.id) : userActions.setActive(user.id, false)),
            toastErrorMessages.unknown,
          )
        }
        onRemove={(user, reason) =>
          act(
            () => userActions.remove(user.id, reason ? { reason } : {}),
            toastErrorMessages.unknown,
          )
        }
        onResend={(invitationId) =>
          act(() => invitationActions.regenerate(invitationId), teamNotices.regenerateFailed)
        }
      />
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        roles={roles.data ?? []}
        onSubmit={async (payload: InvitePayload) => {
          await userActions.invite(payload);
          setInviting(false);
          navigate(INVITATION_SENT_PATH);
        }}
      />
    </>
  );
}
