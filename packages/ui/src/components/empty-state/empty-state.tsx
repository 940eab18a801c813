// What a list or page shows when there is nothing in it yet: an icon, why it is empty, and what to do next.
import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './empty-state.css.ts';
import { blockDescription, blockTitle } from '../typography/typography.css.ts';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative icon; it is hidden from screen readers, the title says it all. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The next step, usually a Button ('Добавить клиента'). */
  action?: ReactNode;
  /** The title's level in the page outline. */
  titleLevel?: 2 | 3 | 4;
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  titleLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <div data-slot="empty-state" className={clsx(styles.root, className)} {...props}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <div className={styles.text}>
        <Title className={blockTitle}>{title}</Title>
        {description ? <p className={blockDescription}>{description}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
