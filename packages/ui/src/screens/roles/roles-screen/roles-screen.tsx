// /roles (part 2 §2, §6, §8): the roles table (name, user count, system or custom) with refresh and its empty,
// error and no-permission texts; with roles.manage also 'Новая роль', edit and delete (the editor is beyond the spec).
import { useState } from 'react';
import type { BusinessRole } from '@beautydesk/domain/schemas/roles';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { ConfirmDialog } from '../../../components/dialog/dialog.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import type { DataTableColumn } from '../../../components/table/table.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { TableCard } from '../../common/table-card.tsx';
import * as styles from '../../team/team.css.ts';
import { rolesLabels as l } from '../labels.ts';

export type RolesTableProps = {
  roles: readonly BusinessRole[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onRefresh?: () => void;
  /** roles.manage: 'Новая роль', and edit / delete on custom roles. */
  canEdit?: boolean;
  onCreate?: () => void;
  /** Opens the editor (read-only for system and wildcard roles). */
  onEdit?: (role: BusinessRole) => void;
  /** Resolves when deleted; a rejection keeps the dialog open (the app says why). */
  onDelete?: (role: BusinessRole) => Promise<unknown>;
};

export type RolesScreenProps = RolesTableProps & {
  /** roles.manage or users.manage (part 2 §6); without: 'У вас нет прав для просмотра управления ролями.' */
  canView: boolean;
};

export function RolesScreen({ canView, ...props }: RolesScreenProps) {
  return (
    <section className={styles.page} aria-labelledby="roles-title" data-screen="roles">
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="roles-title">
          {l.title}
        </Heading>
        {canView ? <Paragraph tone="muted">{l.description}</Paragraph> : null}
      </div>
      {canView ? (
        <RolesTable {...props} />
      ) : (
        <Card>
          <CardContent>
            <EmptyState icon={<Icon name="settings" />} title={l.noPermission} titleLevel={2} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

/** The table with its toolbar; also the Roles tab of /team. */
export function RolesTable({
  roles,
  loading = false,
  error,
  onRetry,
  onRefresh,
  canEdit = false,
  onCreate,
  onEdit,
  onDelete,
}: RolesTableProps) {
  const [deleting, setDeleting] = useState<BusinessRole | null>(null);
  const [busy, setBusy] = useState(false);
  const columns: DataTableColumn<BusinessRole>[] = [
    { key: 'name', header: l.columns.name, cell: (r) => r.name },
    { key: 'users', header: l.columns.users, align: 'end', cell: (r) => r.userCount ?? 0 },
    {
      key: 'type',
      header: l.columns.type,
      cell: (r) => (
        <Badge variant={r.isSystem ? 'secondary' : 'info'}>
          {r.isSystem ? l.system : l.custom}
        </Badge>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: l.columns.actions,
      cell: (r) => (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${l.edit}: ${r.name}`}
            onClick={() => onEdit?.(r)}
          >
            {l.edit}
          </Button>
          {r.isSystem || r.hasWildcard ? null : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${l.remove}: ${r.name}`}
              onClick={() => setDeleting(r)}
            >
              {l.remove}
            </Button>
          )}
        </div>
      ),
    });
  }
  return (
    <div className={styles.panel}>
      <div className={styles.actions}>
        {onRefresh ? (
          <Button
            variant="secondary"
            icon={<Icon name="refresh" size="sm" />}
            disabled={loading}
            onClick={onRefresh}
          >
            {l.refresh}
          </Button>
        ) : null}
        {canEdit && onCreate ? (
          <Button icon={<Icon name="plus" size="sm" />} onClick={onCreate}>
            {l.create}
          </Button>
        ) : null}
      </div>
      <TableCard
        error={error}
        errorTitle={l.loadFailed}
        onRetry={onRetry}
        loading={loading}
        loadingLabel={l.loading}
        loadingClassName={styles.loading}
        caption={l.caption}
        columns={columns}
        rows={roles}
        getRowKey={(r) => r.id}
        emptyMessage={l.empty}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        busy={busy}
        title={l.removeTitle}
        description={deleting ? l.removeDescription(deleting.name) : ''}
        confirmLabel={l.remove}
        cancelLabel={l.cancel}
        onConfirm={async () => {
          if (!deleting || !onDelete) return;
          setBusy(true);
          try {
            await onDelete(deleting);
            setDeleting(null);
          } catch {
            // The app shows 'Не удалось удалить роль'.
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
