// /admin/audit: the requests made under impersonation (GET /api/v1/admin/audit), newest first, with account e-mails; non-superadmins go to /403.
import { useCallback } from 'react';
import { Navigate } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import { listPlatformAccounts } from '@beautydesk/api/impersonation';
import { apiKey, scopeFor, useApiQuery, useLicenseId } from '@beautydesk/api/swr';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { AuditLogScreen, type AuditLogEntry } from '@beautydesk/ui/screens/admin/audit-log-screen';
import { useSession } from '../session/session.tsx';
import { listAuditEntries } from '@beautydesk/api/impersonation';
import { AUDIT_PAGE_SIZE, type AuditPage } from '@beautydesk/domain/schemas/impersonation';

export default function AuditPage() {
  const session = useSession();
  if (!session.isPlatformSuperadmin) return <Navigate to="/403" replace />;
  return <AuditContainer />;
}

function toEntry(row: AuditPage['entries'][number]): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.created_at,
    adminUserId: row.admin_user_id,
    targetAccountId: row.target_account_id,
    mode: row.mode,
    method: row.method,
    path: row.path,
    statusCode: row.status_code,
  };
}

function AuditContainer() {
  const scope = scopeFor('platform', useLicenseId());
  const pages = useSWRInfinite<AuditPage, Error>(
    (index, previous: AuditPage | null) =>
      previous && previous.offset + previous.entries.length >= previous.total
        ? null
        : apiKey(scope, 'impersonation', 'audit', { offset: index * AUDIT_PAGE_SIZE }),
    (key: readonly [string, string, string, { offset: number }]) =>
      listAuditEntries(AUDIT_PAGE_SIZE, key[3].offset),
    { revalidateOnFocus: false, revalidateFirstPage: true },
  );
  const accounts = useApiQuery('impersonation', 'accounts', {}, listPlatformAccounts, {
    scope: 'platform',
  });
  const accountLabel = useCallback(
    (id: string) => accounts.data?.find((account) => account.id === id)?.email,
    [accounts.data],
  );
  const loaded = pages.data ?? [];
  const entries = loaded.flatMap((page) => page.entries.map(toEntry));
  const total = loaded.at(-1)?.total;
  return (
    <AuditLogScreen
      entries={entries}
      loading={!pages.data && !pages.error}
      error={pages.error ? toastMessage(pages.error) : null}
      onRetry={() => void pages.mutate()}
      onRefresh={() => void pages.mutate()}
      total={total}
      onLoadMore={() => void pages.setSize(pages.size + 1)}
      loadingMore={pages.isValidating && pages.size > loaded.length}
      accountLabel={accountLabel}
    />
  );
}
