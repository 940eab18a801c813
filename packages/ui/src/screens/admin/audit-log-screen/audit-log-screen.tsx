// /admin/audit: the impersonation audit log (who, as whom, mode, method, path, status, time), newest first.
// The spec does not show this page (part 1 §2); what it lists is in docs/decisions/.
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import { SmallText } from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { AdminTitle, ModeBadge } from '../admin-parts.tsx';
import * as styles from '../admin.css.ts';
import { formatDateTime } from '../format.ts';
import { auditLogLabels as l } from '../labels.ts';

/** One request made under impersonation (GET /admin/audit's `entries`, in camelCase). */
export type AuditLogEntry = {
  id: string;
  /** ISO date-time of the request. */
  createdAt: string;
  adminUserId: string;
  targetAccountId: string;
  /** 'safe' or 'god'. */
  mode: string;
  method: string;
  /** Without the query string. */
  path: string;
  statusCode: number;
};

export type AuditLogScreenProps = {
  /** The rows loaded so far, newest first. */
  entries: readonly AuditLogEntry[];
  /** The first page is loading (the table is replaced by a spinner). */
  loading?: boolean;
  /** The load failed: the message replaces the table, with a retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The header's refresh button; hidden without it. */
  onRefresh?: () => void;
  /** How many rows the log holds; with it the footer reads 'Показано N из M'. */
  total?: number;
  /** 'Показать ещё' for the next page; shown while fewer than `total` rows are loaded. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Shows an account's e-mail instead of its id (from the platform accounts list); the id when it returns nothing. */
  accountLabel?: (accountId: string) => string | undefined;
};

const statusTone = (status: number) =>
  status >= 500 ? 'error' : status >= 400 ? 'warning' : status >= 300 ? 'info' : 'success';

export function AuditLogScreen({
  entries,
  loading = false,
  error,
  onRetry,
  onRefresh,
  total,
  onLoadMore,
  loadingMore = false,
  accountLabel,
}: AuditLogScreenProps) {
  const account = (id: string) => {
    const label = accountLabel?.(id);
    return label ? <span title={id}>{label}</span> : <span className={styles.mono}>{id}</span>;
  };
  const columns: DataTableColumn<AuditLogEntry>[] = [
    { key: 'admin', header: l.columns.admin, cell: (e) => account(e.adminUserId) },
    { key: 'target', header: l.columns.target, cell: (e) => account(e.targetAccountId) },
    {
      key: 'mode',
      header: l.columns.mode,
      cell: (e) => <ModeBadge mode={e.mode} />,
    },
    {
      key: 'method',
      header: l.columns.method,
      cell: (e) => <span className={styles.mono}>{e.method}</span>,
    },
    {
      key: 'path',
      header: l.columns.path,
      cell: (e) => <span className={styles.mono}>{e.path}</span>,
    },
    {
      key: 'status',
      header: l.columns.status,
      align: 'end',
      cell: (e) => <Badge variant={statusTone(e.statusCode)}>{e.statusCode}</Badge>,
    },
    { key: 'time', header: l.columns.time, cell: (e) => formatDateTime(e.createdAt) },
  ];
  const hasMore = total !== undefined && entries.length < total;

  return (
    <section className={styles.page} aria-labelledby="audit-log-title" data-screen="audit-log">
      <div className={styles.header}>
        <AdminTitle id="audit-log-title" title={l.title} description={l.description} />
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
      </div>
      <Card>
        <CardContent>
          {error ? (
            <ErrorState title={l.loadFailed} message={error} onRetry={onRetry} />
          ) : loading ? (
            <SpinnerLine className={styles.loading} label={l.loading} />
          ) : (
            <DataTable
              caption={l.caption}
              columns={columns}
              rows={entries}
              getRowKey={(e) => e.id}
              emptyMessage={l.empty}
            />
          )}
        </CardContent>
      </Card>
      {!loading && !error && total !== undefined && entries.length > 0 ? (
        <div className={styles.footer}>
          <SmallText>{l.shown(entries.length, total)}</SmallText>
          {hasMore && onLoadMore ? (
            <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
              {l.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
