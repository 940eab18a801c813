// What a page or block shows when its data failed to load: what went wrong and a way to try again.
import type { ComponentProps, ReactNode } from 'react';
import { TriangleAlertGlyph } from '../icon/glyphs.tsx';
import { clsx } from 'clsx';
import { Button } from '../button/button.tsx';
import * as styles from './error-state.css.ts';
import { blockDescription, blockTitle } from '../typography/typography.css.ts';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  title?: ReactNode;
  /** The user-facing message, e.g. from the API error's catalogue entry. */
  message?: ReactNode;
  /** Without it there is no retry button (an error retrying cannot fix). */
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is under way: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
};

export function ErrorState({
  title = 'Ошибка загрузки данных',
  message,
  onRetry,
  retryLabel = 'Повторить попытку',
  retrying = false,
  className,
  ...props
}: ErrorStateProps) {
  return (
    // role="alert": the error replaces content the user was waiting for, so it is announced at once.
    <div role="alert" data-slot="error-state" className={clsx(styles.root, className)} {...props}>
      <span aria-hidden="true" className={styles.icon}>
        <TriangleAlertGlyph className={styles.glyph} />
      </span>
      <div className={styles.text}>
        <p className={blockTitle}>{title}</p>
        {message ? <p className={blockDescription}>{message}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
