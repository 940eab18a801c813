// /studios (part 2 §2 Studios screen, §6, §8): the table (a list on narrow screens), add, edit, and delete with
// the spec's confirmation; a refused delete (masters or appointments still there) shows the server's words.
import { useState } from 'react';
import type { StudioFormValues } from '@beautydesk/domain/rules/validation/studio-form';
import type { Country } from '@beautydesk/domain/schemas/countries';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import type { DataTableColumn } from '../../../components/table/table.tsx';
import {
  ActionConfirmDialog,
  AreaPage,
  PermissionNotice,
  useReturnFocus,
} from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
import { TableCard } from '../../common/table-card.tsx';
import { StudioFormDialog } from '../studio-form-dialog/studio-form-dialog.tsx';
import { studiosLabels as l } from '../labels.ts';
import * as styles from '../studios.css.ts';

export type StudioPermissions = { view: boolean; create: boolean; edit: boolean; delete: boolean };

export type StudiosScreenProps = {
  /** The studios, with their countries (GET /studios/with-countries) where known. */
  studios: readonly Studio[];
  /** The country reference for the form and for studios without their country. */
  countries: readonly Country[];
  countriesLoading?: boolean;
  loading?: boolean;
  /** The load failed: 'Ошибка загрузки данных' with this text and a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** studios.view / create / edit / delete; each true unless given. */
  permissions?: Partial<StudioPermissions>;
  /** Calls resolve when done; a rejection's message stays in the open dialog. */
  onCreate: (values: StudioFormValues) => Promise<unknown>;
  onUpdate: (studioId: string, values: StudioFormValues) => Promise<unknown>;
  onDelete: (studioId: string) => Promise<unknown>;
};

export function StudiosScreen({
  studios,
  countries,
  countriesLoading,
  loading = false,
  error,
  onRetry,
  permissions,
  onCreate,
  onUpdate,
  onDelete,
}: StudiosScreenProps) {
  const can: StudioPermissions = {
    view: true,
    create: true,
    edit: true,
    delete: true,
    ...permissions,
  };
  // The form: closed (null), a new studio ('new') or one studio.
  const [form, setForm] = useState<Studio | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Studio | null>(null);
  useReturnFocus(deleting !== null);

  const countryName = (studio: Studio) =>
    studio.country?.name ?? countries.find((c) => c.id === studio.countryId)?.name ?? '—';

  const columns: DataTableColumn<Studio>[] = [
    { key: 'name', header: l.columns.name, cell: (s) => s.name },
    { key: 'country', header: l.columns.country, cell: countryName },
    { key: 'city', header: l.columns.city, cell: (s) => s.city },
    { key: 'address', header: l.columns.address, cell: (s) => s.address },
  ];
  if (can.edit || can.delete) {
    columns.push({
      key: 'actions',
      header: l.columns.actions,
      align: 'end',
      cell: (s) => (
        <div className={styles.rowActions}>
          {can.edit ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="edit" size="sm" />}
              aria-label={l.editStudio(s.name)}
              onClick={() => setForm(s)}
            >
              {l.edit}
            </Button>
          ) : null}
          {can.delete ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="trash" size="sm" />}
              aria-label={l.deleteStudio(s.name)}
              onClick={() => setDeleting(s)}
            >
              {l.delete}
            </Button>
          ) : null}
        </div>
      ),
    });
  }

  if (!can.view) {
    return (
      <AreaPage screen="studios" title={l.title}>
        <PermissionNotice message={l.viewDenied} />
      </AreaPage>
    );
  }

  const editing = form === 'new' ? null : form;
  return (
    <AreaPage
      screen="studios"
      title={l.title}
      description={l.description}
      actions={
        can.create ? (
          <Button icon={<Icon name="plus" size="sm" />} onClick={() => setForm('new')}>
            {l.add}
          </Button>
        ) : null
      }
    >
      <TableCard
        loading={loading}
        loadingLabel={l.loading}
        loadingClassName={page.loading}
        error={error}
        errorTitle={l.loadFailed}
        onRetry={onRetry}
        emptyState={
          <EmptyState
            icon={<Icon name="studios" size="lg" />}
            title={l.empty}
            titleLevel={2}
            description={can.create ? l.emptyHint : undefined}
          />
        }
        caption={l.caption}
        columns={columns}
        rows={studios}
        getRowKey={(s) => s.id}
      />
      <StudioFormDialog
        open={form !== null}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        studio={editing}
        countries={countries}
        countriesLoading={countriesLoading}
        onSubmit={(values) => (editing ? onUpdate(editing.id, values) : onCreate(values))}
      />
      <ActionConfirmDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="danger"
        title={deleting ? l.deleteTitle(deleting.name) : l.deleteConfirm}
        description={l.deleteIrreversible}
        confirmLabel={l.deleteAction}
        onConfirm={(studio) => onDelete(studio.id)}
      />
    </AreaPage>
  );
}
