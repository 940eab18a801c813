// /masters (part 2 §2 Masters screen, §4, §6, §8): a table from 1024 px, cards below (compact under 768 px);
// create/edit, coefficient, studio change, activate/deactivate and delete dialogs. The schedule dialog runs a
// machine, so the app renders it when `onOpenSchedule` is called.
import { useState } from 'react';
import type { Master } from '@beautydesk/domain/schemas/masters';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { Avatar } from '../../../components/avatar/avatar.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import {
  ActionConfirmDialog,
  AreaPage,
  PermissionNotice,
  useReturnFocus,
} from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { CoefficientDialog } from '../master-dialogs/coefficient-dialog.tsx';
import {
  MasterFormDialog,
  type MasterFormDialogValues,
} from '../master-dialogs/master-form-dialog.tsx';
import { StudioChangeDialog } from '../master-dialogs/studio-change-dialog.tsx';
import { MasterActions, MasterCard, type MasterAction } from '../master-card/master-card.tsx';
import { ActiveBadge, CoefficientBadge, WorkingDayChips } from '../master-card/master-parts.tsx';
import { deleteLabels, mastersLabels as l, toggleLabels } from '../labels.ts';
import * as styles from '../masters.css.ts';

export type MasterPermissions = { read: boolean; create: boolean; edit: boolean; delete: boolean };

export type MastersScreenProps = {
  masters: readonly Master[];
  /** For the studio names, the form's choice and the studio change. */
  studios: readonly Pick<Studio, 'id' | 'name'>[];
  loading?: boolean;
  /** The load failed: 'Ошибка загрузки данных' with this text and a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** masters.read / create / edit / delete; each true unless given. */
  permissions?: Partial<MasterPermissions>;
  /** Calls resolve when done; a rejection's message stays in the open dialog. */
  onCreate: (values: MasterFormDialogValues) => Promise<unknown>;
  onUpdate: (masterId: string, values: MasterFormDialogValues) => Promise<unknown>;
  onSetCoefficient: (masterId: string, coefficient: number) => Promise<unknown>;
  onChangeStudio: (masterId: string, studioId: string) => Promise<unknown>;
  onToggle: (master: Master) => Promise<unknown>;
  onDelete: (masterId: string) => Promise<unknown>;
  /** Opens the schedule dialog for a master (the app runs its machine). */
  onOpenSchedule: (master: Master) => void;
};

type Open = { action: Exclude<MasterAction, 'schedule'> | 'create'; master: Master | null };

export function MastersScreen({
  masters,
  studios,
  loading = false,
  error,
  onRetry,
  permissions,
  onCreate,
  onUpdate,
  onSetCoefficient,
  onChangeStudio,
  onToggle,
  onDelete,
  onOpenSchedule,
}: MastersScreenProps) {
  const can: MasterPermissions = {
    read: true,
    create: true,
    edit: true,
    delete: true,
    ...permissions,
  };
  const [open, setOpen] = useState<Open | null>(null);
  const confirming = open?.action === 'toggle' || open?.action === 'delete' ? open : null;
  useReturnFocus(confirming !== null);

  const studioName = (id: string) => studios.find((s) => s.id === id)?.name ?? null;
  const masterFor = (action: Open['action']) => (open?.action === action ? open.master : null);
  const close = () => setOpen(null);
  const act = (action: MasterAction, master: Master) => {
    if (action === 'schedule') onOpenSchedule(master);
    else setOpen({ action, master });
  };

  const columns: DataTableColumn<Master>[] = [
    {
      key: 'master',
      header: l.columns.master,
      cell: (m) => (
        <div className={styles.cardHead}>
          <Avatar name={m.name} src={m.photoUrl} size="sm" />
          <div className={styles.cardTitle}>
            <span className={styles.name}>{m.name}</span>
            <span className={styles.muted}>{m.qualification}</span>
          </div>
        </div>
      ),
    },
    { key: 'studio', header: l.columns.studio, cell: (m) => studioName(m.studioId) ?? '—' },
    {
      key: 'coefficient',
      header: l.columns.coefficient,
      cell: (m) => <CoefficientBadge value={m.coefficient} />,
    },
    { key: 'days', header: l.columns.days, cell: (m) => <WorkingDayChips schedule={m.schedule} /> },
    { key: 'status', header: l.columns.status, cell: (m) => <ActiveBadge active={m.isActive} /> },
  ];
  if (can.edit || can.delete) {
    columns.push({
      key: 'actions',
      header: l.columns.actions,
      cell: (m) => (
        <MasterActions master={m} canEdit={can.edit} canDelete={can.delete} onAction={act} />
      ),
    });
  }

  if (!can.read) {
    return (
      <AreaPage screen="masters" title={l.title}>
        <PermissionNotice message={l.viewDenied} />
      </AreaPage>
    );
  }

  const warnings = [
    can.create ? null : l.createDenied,
    can.edit ? null : l.editDenied,
    can.delete ? null : l.deleteDenied,
  ].filter((w): w is string => w !== null);

  const toggled = masterFor('toggle');
  const deleted = masterFor('delete');

  return (
    <AreaPage
      screen="masters"
      title={l.title}
      description={l.description}
      actions={
        can.create ? (
          <Button
            icon={<Icon name="user-plus" size="sm" />}
            onClick={() => setOpen({ action: 'create', master: null })}
          >
            {l.add}
          </Button>
        ) : null
      }
    >
      {warnings.length > 0 ? (
        <div className={`${page.warning} ${styles.notices}`}>
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      ) : null}
      {error ? (
        <Card>
          <CardContent>
            <ErrorState title={l.loadFailed} message={error} onRetry={onRetry} />
          </CardContent>
        </Card>
      ) : loading ? (
        <SpinnerLine className={page.loading} label={l.loading} />
      ) : masters.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState
              icon={<Icon name="masters" size="lg" />}
              title={l.empty}
              titleLevel={2}
              description={can.create ? l.emptyHint : undefined}
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <Card className={styles.tableView}>
            <CardContent>
              <DataTable
                caption={l.caption}
                columns={columns}
                rows={masters}
                layout="table"
                getRowKey={(m) => m.id}
              />
            </CardContent>
          </Card>
          <ul className={styles.cardsView} aria-label={l.caption}>
            {masters.map((m) => (
              <li key={m.id}>
                <div className={styles.fullOnly}>
                  <MasterCard
                    master={m}
                    studioName={studioName(m.studioId)}
                    canEdit={can.edit}
                    canDelete={can.delete}
                    onAction={act}
                  />
                </div>
                <div className={styles.compactOnly}>
                  <MasterCard
                    master={m}
                    view="compact"
                    canEdit={can.edit}
                    canDelete={can.delete}
                    onAction={act}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <MasterFormDialog
        open={open?.action === 'create' || open?.action === 'edit'}
        onOpenChange={(value) => {
          if (!value) close();
        }}
        master={masterFor('edit')}
        studios={studios}
        onSubmit={(values) => {
          const editing = masterFor('edit');
          return editing ? onUpdate(editing.id, values) : onCreate(values);
        }}
      />
      <CoefficientDialog
        master={masterFor('coefficient')}
        onOpenChange={(value) => {
          if (!value) close();
        }}
        onSubmit={(coefficient) => onSetCoefficient(open?.master?.id ?? '', coefficient)}
      />
      <StudioChangeDialog
        master={masterFor('studio')}
        studios={studios}
        onOpenChange={(value) => {
          if (!value) close();
        }}
        onSubmit={(studioId) => onChangeStudio(open?.master?.id ?? '', studioId)}
      />
      <ActionConfirmDialog
        target={confirming?.master ?? null}
        onClose={close}
        tone={deleted || toggled?.isActive ? 'danger' : 'primary'}
        title={
          deleted
            ? deleteLabels.title(deleted.name)
            : toggled?.isActive
              ? toggleLabels.deactivateTitle(toggled.name)
              : toggleLabels.activateTitle(toggled?.name ?? '')
        }
        description={
          deleted
            ? deleteLabels.text
            : toggled?.isActive
              ? toggleLabels.deactivateText
              : toggleLabels.activateText
        }
        confirmLabel={
          deleted
            ? deleteLabels.confirm
            : toggled?.isActive
              ? l.actions.deactivate
              : l.actions.activate
        }
        onConfirm={(target) => (deleted ? onDelete(target.id) : onToggle(target))}
      />
    </AreaPage>
  );
}
