// /team (part 2 §2, §4, §6, §8): the Users and Invitations tabs with counts (Roles as ?tab=roles), the users table
// with its server-side search, filters and pages, the master assignment, the row actions and the invite button.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  assignableRoleChoices,
  TEAM_USER_STATUS_LABELS,
  TEAM_USER_STATUSES,
  teamUserStatus,
  type TeamTab,
  type TeamUserStatus,
} from '@beautydesk/domain/rules/team';
import type { Invitation } from '@beautydesk/domain/schemas/invitations';
import type { BusinessRole } from '@beautydesk/domain/schemas/roles';
import type { BusinessUser } from '@beautydesk/domain/schemas/users';
import { Badge, type BadgeProps } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { ConfirmDialog, Dialog } from '../../../components/dialog/dialog.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import type { DataTableColumn } from '../../../components/table/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { Heading, Paragraph, SmallText } from '../../../components/typography/typography.tsx';
import { PromptDialogContent } from '../../common/prompt-dialog.tsx';
import { TableCard } from '../../common/table-card.tsx';
import { formatDate } from '../format.ts';
import { teamLabels as l } from '../labels.ts';
import * as styles from '../team.css.ts';

/** Search text, role id and display status; empty means "all". */
export type TeamFilters = { search: string; roleId: string; status: TeamUserStatus | '' };

export const EMPTY_TEAM_FILTERS: TeamFilters = { search: '', roleId: '', status: '' };

export type TeamMaster = { id: string; name: string };

export type TeamScreenProps = {
  tab: TeamTab;
  /** Switching tabs: the app writes ?tab= into the address. */
  onTabChange: (tab: TeamTab) => void;
  /** Without users.manage the screen shows only the refusal (part 2 §6). */
  canManage: boolean;
  /** Today, epoch ms: the display status reads invitations past their expiry as 'Истекло'. */
  now: number;

  /** The page of users the server answered for `filters` and `page`. */
  users: readonly BusinessUser[];
  usersTotal: number;
  usersLoading?: boolean;
  usersError?: string | null;
  onRetryUsers?: () => void;
  filters: TeamFilters;
  onFiltersChange: (filters: TeamFilters) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;

  invitations: readonly Invitation[];
  invitationsLoading?: boolean;
  invitationsError?: string | null;
  onRetryInvitations?: () => void;

  /** Every role of the license: the role filter; the assignable ones are offered on a role change. */
  roles: readonly BusinessRole[];
  /** What the Roles tab shows (the roles table of /roles). */
  rolesContent?: ReactNode;

  /** Masters not linked to an account yet (GET available-masters). */
  availableMasters: readonly TeamMaster[];
  /** Names of the masters already linked, for the users who hold them. */
  masterNames: Readonly<Record<string, string>>;

  onInvite: () => void;
  /** Each action resolves when done; a rejection keeps its dialog open (the app shows the error). */
  onAssignMaster: (user: BusinessUser, masterId: string | null) => Promise<unknown>;
  onChangeRole: (user: BusinessUser, roleId: string) => Promise<unknown>;
  onSetActive: (user: BusinessUser, active: boolean) => Promise<unknown>;
  onRemove: (user: BusinessUser, reason: string) => Promise<unknown>;
  /** 'Отправить повторно': a new link for an invitation (its id). */
  onResend: (invitationId: string) => Promise<unknown>;
};

const STATUS_TONE: Record<TeamUserStatus, BadgeProps['variant']> = {
  active: 'success',
  pending: 'info',
  expired: 'warning',
  inactive: 'neutral',
};

const INVITATION_TONE: Record<string, BadgeProps['variant']> = {
  pending: 'info',
  accepted: 'success',
  declined: 'neutral',
  expired: 'warning',
};

const ALL = 'all';
const NO_MASTER = 'none';

const displayName = (user: BusinessUser) => user.fullName ?? user.email;

export function TeamScreen(props: TeamScreenProps) {
  const { tab, onTabChange, canManage, usersTotal, invitations } = props;
  if (!canManage) {
    return (
      <section className={styles.page} aria-labelledby="team-title" data-screen="team">
        <Heading level={1} size="xl" id="team-title">
          {l.title}
        </Heading>
        <Card>
          <CardContent>
            <EmptyState icon={<Icon name="users" />} title={l.noPermission} titleLevel={2} />
          </CardContent>
        </Card>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="team-title" data-screen="team">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} size="xl" id="team-title">
            {l.title}
          </Heading>
          <Paragraph tone="muted">{l.description}</Paragraph>
        </div>
        <Button icon={<Icon name="user-plus" size="sm" />} onClick={props.onInvite}>
          {l.invite}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as TeamTab)}>
        <TabsList>
          <TabsTrigger value="users" count={props.usersLoading ? undefined : usersTotal}>
            {l.tabs.users}
          </TabsTrigger>
          <TabsTrigger
            value="invitations"
            count={props.invitationsLoading ? undefined : invitations.length}
          >
            {l.tabs.invitations}
          </TabsTrigger>
          <TabsTrigger value="roles">{l.tabs.roles}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersPanel {...props} />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsPanel {...props} />
        </TabsContent>
        <TabsContent value="roles">{props.rolesContent}</TabsContent>
      </Tabs>
    </section>
  );
}

function UsersPanel(props: TeamScreenProps) {
  const { users, filters, onFiltersChange, roles, now, page, pageSize, usersTotal } = props;
  const [changingRole, setChangingRole] = useState<BusinessUser | null>(null);
  const [removing, setRemoving] = useState<BusinessUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one row action; the row's buttons wait meanwhile. */
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  const statusOf = (user: BusinessUser) =>
    teamUserStatus(
      {
        isActive: user.isActive,
        inviteStatus: user.inviteStatus,
        inviteExpiresAt: user.inviteExpiresAt,
      },
      now,
    );

  const columns: DataTableColumn<BusinessUser>[] = [
    {
      key: 'name',
      header: l.columns.name,
      cell: (u) => u.fullName ?? <span className={styles.muted}>{l.never}</span>,
    },
    {
      key: 'email',
      header: l.columns.email,
      cell: (u) => <span className={styles.email}>{u.email}</span>,
    },
    { key: 'role', header: l.columns.role, cell: (u) => u.businessRole?.name ?? l.never },
    {
      key: 'status',
      header: l.columns.status,
      cell: (u) => {
        const status = statusOf(u);
        return <Badge variant={STATUS_TONE[status]}>{TEAM_USER_STATUS_LABELS[status]}</Badge>;
      },
    },
    {
      key: 'master',
      header: l.columns.master,
      cell: (u) => <MasterCell user={u} {...props} busy={busy === `master:${u.id}`} run={run} />,
    },
    {
      key: 'expiry',
      header: l.columns.expiry,
      cell: (u) => (u.inviteStatus === 'pending' ? formatDate(u.inviteExpiresAt) : l.never),
    },
    {
      key: 'actions',
      header: l.columns.actions,
      cell: (u) => {
        const pending = u.inviteStatus === 'pending';
        // The owner (a role holding '*') is never changed, deactivated or removed (the server refuses too).
        if (roles.find((role) => role.id === u.businessRole?.id)?.hasWildcard) {
          return <span className={styles.muted}>{l.never}</span>;
        }
        return (
          <div className={styles.actions} role="group" aria-label={l.rowActions(displayName(u))}>
            {pending && u.invitationId ? (
              <Button
                size="sm"
                variant="secondary"
                loading={busy === `resend:${u.id}`}
                onClick={() => void run(`resend:${u.id}`, () => props.onResend(u.invitationId!))}
              >
                {l.resend}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => setChangingRole(u)}>
              {l.changeRole}
            </Button>
            {pending ? null : (
              <Button
                size="sm"
                variant="secondary"
                loading={busy === `active:${u.id}`}
                onClick={() => void run(`active:${u.id}`, () => props.onSetActive(u, !u.isActive))}
              >
                {u.isActive ? l.deactivate : l.activate}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setRemoving(u)}>
              {l.remove}
            </Button>
          </div>
        );
      },
    },
  ];

  const pages = Math.max(1, Math.ceil(usersTotal / pageSize));
  const roleOptions = [
    { value: ALL, label: l.allRoles },
    ...roles.map((role) => ({ value: role.id, label: role.name })),
  ];
  const statusOptions = [
    { value: ALL, label: l.allStatuses },
    ...TEAM_USER_STATUSES.map((status) => ({
      value: status,
      label: TEAM_USER_STATUS_LABELS[status],
    })),
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filters} role="search">
        <Input
          label={l.search}
          type="search"
          placeholder={l.searchPlaceholder}
          value={filters.search}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
        />
        <Select
          label={l.roleFilter}
          options={roleOptions}
          value={filters.roleId || ALL}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, roleId: value === ALL ? '' : value })
          }
        />
        <Select
          label={l.statusFilter}
          options={statusOptions}
          value={filters.status || ALL}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              status: value === ALL ? '' : (value as TeamUserStatus),
            })
          }
        />
      </div>
      <TableCard
        error={props.usersError}
        errorTitle={l.usersLoadFailed}
        onRetry={props.onRetryUsers}
        loading={props.usersLoading}
        loadingLabel={l.usersLoading}
        loadingClassName={styles.loading}
        caption={l.usersCaption}
        columns={columns}
        rows={users}
        getRowKey={(u) => u.id}
        emptyMessage={l.usersEmpty}
      />
      {!props.usersLoading && !props.usersError && usersTotal > 0 ? (
        <nav className={styles.footer} aria-label={l.pagination}>
          <SmallText>
            {l.shown((page - 1) * pageSize + 1, Math.min(page * pageSize, usersTotal), usersTotal)}
          </SmallText>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => props.onPageChange(page - 1)}
            >
              {l.previous}
            </Button>
            <SmallText aria-live="polite">{l.pageOf(page, pages)}</SmallText>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => props.onPageChange(page + 1)}
            >
              {l.next}
            </Button>
          </div>
        </nav>
      ) : null}
      <ChangeRoleDialog
        user={changingRole}
        roles={roles}
        onClose={() => setChangingRole(null)}
        onSave={async (user, roleId) => {
          if (await run(`role:${user.id}`, () => props.onChangeRole(user, roleId))) {
            setChangingRole(null);
          }
        }}
        busy={changingRole !== null && busy === `role:${changingRole.id}`}
      />
      <RemoveDialog
        user={removing}
        busy={removing !== null && busy === `remove:${removing.id}`}
        onClose={() => setRemoving(null)}
        onConfirm={async (user, reason) => {
          if (await run(`remove:${user.id}`, () => props.onRemove(user, reason))) {
            setRemoving(null);
          }
        }}
      />
    </div>
  );
}

/** The master dropdown of an account (part 2 §7 assign-master); an open invitation has no account yet. */
function MasterCell({
  user,
  availableMasters,
  masterNames,
  onAssignMaster,
  busy,
  run,
}: TeamScreenProps & {
  user: BusinessUser;
  busy: boolean;
  run: (key: string, action: () => Promise<unknown>) => Promise<boolean>;
}) {
  if (user.inviteStatus === 'pending') return <span className={styles.muted}>{l.never}</span>;
  const options = [
    { value: NO_MASTER, label: l.noMaster },
    ...(user.masterId && !availableMasters.some((m) => m.id === user.masterId)
      ? [{ value: user.masterId, label: masterNames[user.masterId] ?? user.masterId }]
      : []),
    ...availableMasters.map((master) => ({ value: master.id, label: master.name })),
  ];
  return (
    <Select
      aria-label={l.masterFor(displayName(user))}
      className={styles.masterSelect}
      options={options}
      disabled={busy}
      value={user.masterId ?? NO_MASTER}
      onValueChange={(value) =>
        void run(`master:${user.id}`, () =>
          onAssignMaster(user, value === NO_MASTER ? null : value),
        )
      }
    />
  );
}

function ChangeRoleDialog({
  user,
  roles,
  busy,
  onClose,
  onSave,
}: {
  user: BusinessUser | null;
  roles: readonly BusinessRole[];
  busy: boolean;
  onClose: () => void;
  onSave: (user: BusinessUser, roleId: string) => void;
}) {
  const [roleId, setRoleId] = useState('');
  const choices = assignableRoleChoices(roles);
  const current = user?.businessRole?.id ?? '';
  const chosen = roleId || current;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (user && chosen) onSave(user, chosen);
  };
  return (
    <Dialog
      open={user !== null}
      busy={busy}
      onOpenChange={(open) => {
        if (!open) {
          setRoleId('');
          onClose();
        }
      }}
    >
      {user ? (
        <PromptDialogContent
          title={l.changeRoleTitle}
          description={l.changeRoleDescription(displayName(user))}
          onSubmit={submit}
          cancelLabel={l.cancel}
          submitLabel={l.save}
          submitDisabled={!chosen || chosen === current || busy}
        >
          <Select
            label={l.newRole}
            options={choices.map((role) => ({ value: role.id, label: role.name }))}
            value={chosen || undefined}
            onValueChange={setRoleId}
          />
        </PromptDialogContent>
      ) : null}
    </Dialog>
  );
}

function RemoveDialog({
  user,
  busy,
  onClose,
  onConfirm,
}: {
  user: BusinessUser | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (user: BusinessUser, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onClose();
        }
      }}
      tone="danger"
      busy={busy}
      title={l.removeTitle}
      description={user ? l.removeDescription(displayName(user)) : ''}
      confirmLabel={l.removeConfirm}
      cancelLabel={l.cancel}
      onConfirm={() => user && onConfirm(user, reason.trim())}
    >
      <Textarea
        label={l.removeReason}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function InvitationsPanel(props: TeamScreenProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const columns: DataTableColumn<Invitation>[] = [
    {
      key: 'email',
      header: l.columns.email,
      cell: (i) => <span className={styles.email}>{i.email}</span>,
    },
    { key: 'role', header: l.columns.role, cell: (i) => i.businessRole.name ?? l.never },
    {
      key: 'status',
      header: l.columns.status,
      cell: (i) => (
        <Badge variant={INVITATION_TONE[i.status] ?? 'neutral'}>
          {l.invitationStatuses[i.status] ?? i.status}
        </Badge>
      ),
    },
    { key: 'expiry', header: l.columns.expiry, cell: (i) => formatDate(i.expiresAt) },
    { key: 'invitedBy', header: l.columns.invitedBy, cell: (i) => i.invitedBy ?? l.never },
    {
      key: 'actions',
      header: l.columns.actions,
      cell: (i) =>
        i.status === 'accepted' ? null : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${l.resend}: ${i.email}`}
            loading={busy === i.id}
            onClick={async () => {
              setBusy(i.id);
              try {
                await props.onResend(i.id);
              } catch {
                // The app tells why ('Ошибка при создании нового приглашения. Попробуйте снова.').
              } finally {
                setBusy(null);
              }
            }}
          >
            {l.resend}
          </Button>
        ),
    },
  ];
  return (
    <TableCard
      error={props.invitationsError}
      errorTitle={l.invitationsLoadFailed}
      onRetry={props.onRetryInvitations}
      loading={props.invitationsLoading}
      loadingLabel={l.invitationsLoading}
      loadingClassName={styles.loading}
      caption={l.invitationsCaption}
      columns={columns}
      rows={props.invitations}
      getRowKey={(i) => i.id}
      emptyMessage={l.invitationsEmpty}
    />
  );
}
