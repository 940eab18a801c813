// A data table in a card, with the load failure (and its retry), the loading line or the empty state in the
// table's place.
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/card/card.tsx';
import { ErrorState } from '../../components/error-state/error-state.tsx';
import { DataTable, type DataTableProps } from '../../components/table/table.tsx';
import { SpinnerLine } from './spinner-line.tsx';

export type TableCardProps<T> = DataTableProps<T> & {
  loading?: boolean;
  loadingLabel: string;
  /** The loading line's layout (the screen's own spacing). */
  loadingClassName: string;
  /** The failure's message; it replaces the table. */
  error?: string | null;
  errorTitle: string;
  onRetry?: () => void;
  /** Replaces a table without rows (the screen's empty state); without it the table says `emptyMessage`. */
  emptyState?: ReactNode;
};

export function TableCard<T>({
  loading = false,
  loadingLabel,
  loadingClassName,
  error,
  errorTitle,
  onRetry,
  emptyState,
  ...table
}: TableCardProps<T>) {
  return (
    <Card>
      <CardContent>
        {error ? (
          <ErrorState title={errorTitle} message={error} onRetry={onRetry} />
        ) : loading ? (
          <SpinnerLine className={loadingClassName} label={loadingLabel} />
        ) : emptyState && table.rows.length === 0 ? (
          emptyState
        ) : (
          <DataTable {...table} />
        )}
      </CardContent>
    </Card>
  );
}
