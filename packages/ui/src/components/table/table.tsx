// Tables: styled primitives for custom layouts, and DataTable, which turns into a list of cards below md (768 px).
import { useId, type ComponentProps, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { clsx } from 'clsx';
import { Card } from '../card/card.tsx';
import { visuallyHidden } from '../../theme/base.css.ts';
import * as styles from './table.css.ts';

export const tableCellAlignments = ['start', 'center', 'end'] as const;
export type TableCellAlign = (typeof tableCellAlignments)[number];
export const dataTableLayouts = ['auto', 'table', 'cards'] as const;
export type DataTableLayout = (typeof dataTableLayouts)[number];

const cellVariants = cva(styles.cell, { variants: { align: styles.align } });
const headVariants = cva(styles.head, { variants: { align: styles.align } });

// --- Primitives ---

export type TableProps = ComponentProps<'table'> & {
  /** The wrapper's props: the wrapper scrolls sideways when the columns do not fit. */
  containerProps?: ComponentProps<'div'>;
};

export function Table({ className, containerProps, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      {...containerProps}
      className={clsx(styles.container, containerProps?.className)}
    >
      <table data-slot="table" className={clsx(styles.table, className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={clsx(styles.caption, className)} {...props} />
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={clsx(styles.header, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={clsx(styles.body, className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={clsx(styles.row, className)} {...props} />;
}

// `align` replaces the obsolete HTML attribute of the same name with the kit's logical values.
export type TableHeadProps = Omit<ComponentProps<'th'>, 'align'> & { align?: TableCellAlign };

export function TableHead({ align = 'start', className, ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={clsx(headVariants({ align }), className)}
      {...props}
    />
  );
}

export type TableCellProps = Omit<ComponentProps<'td'>, 'align'> & { align?: TableCellAlign };

export function TableCell({ align = 'start', className, ...props }: TableCellProps) {
  return (
    <td data-slot="table-cell" className={clsx(cellVariants({ align }), className)} {...props} />
  );
}

// --- DataTable ---

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers and money read best aligned to the end. */
  align?: TableCellAlign;
};

export type DataTableProps<T> = Omit<ComponentProps<'div'>, 'children' | 'onClick'> & {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => Key;
  /** Makes every row (and card) a control: mouse click, Enter or Space opens the row. */
  onRowClick?: (row: T) => void;
  /** The table's name: a <caption>, and the cards list's heading. */
  caption?: ReactNode;
  /**
   * The caption names the table for assistive technology only: a heading right above already
   * shows the same words (the dashboard's "История зарплаты" card), and twice reads as a slip.
   */
  captionHidden?: boolean;
  /** 'auto' follows the screen width (cards below md); 'table' and 'cards' force one look. */
  layout?: DataTableLayout;
  /** Cap the table's height (the salary table uses 400); the body scrolls under a fixed header row. */
  maxHeight?: number | string;
  /** Shown instead of rows when there are none. */
  emptyMessage?: ReactNode;
};

export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  onRowClick,
  caption,
  captionHidden = false,
  layout = 'auto',
  maxHeight,
  emptyMessage = 'Нет данных',
  className,
  ...props
}: DataTableProps<T>) {
  const captionId = useId();
  const showTable = layout !== 'cards';
  const showCards = layout !== 'table';

  const rowKeyDown = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <div
      data-slot="data-table"
      data-layout={layout}
      className={clsx(styles.root, className)}
      {...props}
    >
      {showTable ? (
        <Table
          containerProps={{
            className: clsx(
              maxHeight !== undefined && styles.scrollable,
              layout === 'auto' && styles.hiddenBelowMd,
            ),
            // The height is the caller's number, not a design token, hence inline.
            style: maxHeight !== undefined ? { maxHeight } : undefined,
            // A region that may scroll must be reachable by keyboard to be scrolled without a mouse:
            // one with a max height, or a table forced onto a screen too narrow for its columns.
            ...(maxHeight !== undefined || layout === 'table'
              ? caption
                ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId }
                : { tabIndex: 0, role: 'region', 'aria-label': 'Таблица' }
              : {}),
          }}
        >
          {caption ? (
            <TableCaption id={captionId} className={captionHidden ? visuallyHidden : undefined}>
              {caption}
            </TableCaption>
          ) : null}
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.key} align={column.align}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className={styles.emptyCell}>
                  {emptyMessage}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow
                  key={getRowKey(row, index)}
                  {...(onRowClick
                    ? {
                        className: styles.clickableRow,
                        tabIndex: 0,
                        onClick: () => onRowClick(row),
                        onKeyDown: rowKeyDown(row),
                      }
                    : {})}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      ) : null}

      {showCards ? (
        <div
          data-slot="data-table-cards"
          className={clsx(styles.cardsView, layout === 'auto' && styles.hiddenFromMd)}
        >
          {caption ? (
            <p
              id={`${captionId}-cards`}
              className={captionHidden ? visuallyHidden : styles.cardsHeading}
            >
              {caption}
            </p>
          ) : null}
          {rows.length === 0 ? (
            <p className={styles.cardsEmpty}>{emptyMessage}</p>
          ) : (
            <ul
              className={styles.cardList}
              aria-labelledby={caption ? `${captionId}-cards` : undefined}
            >
              {rows.map((row, index) => (
                <li key={getRowKey(row, index)}>
                  <Card
                    size="sm"
                    interactive={Boolean(onRowClick)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    <dl className={styles.cardFields}>
                      {columns.map((column) => (
                        <div key={column.key} className={styles.cardField}>
                          <dt className={styles.cardTerm}>{column.header}</dt>
                          <dd className={styles.cardValue}>{column.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
