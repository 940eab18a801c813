// The frame every sign-in page shares: the product name over one centred card.
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '../../../components/card/card.tsx';
import { Heading } from '../../../components/typography/typography.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import * as styles from './auth-page.css.ts';

/** The product's name, shown over every sign-in page (docs/decisions/, Product name). */
export const PRODUCT_NAME = 'BeautyDesk';

export type AuthPageProps = {
  /** The card's heading (the page's h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** A wider card for multi-column content (onboarding). */
  wide?: boolean;
  children?: ReactNode;
  'data-screen'?: string;
};

export function AuthPage({ title, description, footer, wide, children, ...props }: AuthPageProps) {
  return (
    <main className={styles.page} data-screen={props['data-screen']}>
      <p className={styles.brand}>{PRODUCT_NAME}</p>
      <Card variant="elevated" size="lg" className={clsx(styles.card, wide && styles.wide)}>
        <CardHeader>
          <Heading level={1} size="xl">
            {title}
          </Heading>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
        {footer ? <CardFooter>{footer}</CardFooter> : null}
      </Card>
    </main>
  );
}

export const statusKinds = ['progress', 'success', 'error', 'mail'] as const;
export type StatusKind = (typeof statusKinds)[number];

export type AuthStatusProps = {
  kind: StatusKind;
  title: ReactNode;
  message?: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
  'data-screen'?: string;
};

/** A one-message page (processing, success, failure) with an icon that matches its tone. */
export function AuthStatus({ kind, title, message, actions, ...props }: AuthStatusProps) {
  const icon =
    kind === 'progress' ? (
      <Spinner size="lg" label={typeof title === 'string' ? title : undefined} />
    ) : (
      <span
        aria-hidden="true"
        className={clsx(
          styles.statusIcon,
          styles.statusTone[kind === 'success' ? 'success' : kind === 'error' ? 'error' : 'info'],
        )}
      >
        {kind === 'success' ? (
          <CircleCheck size={28} />
        ) : kind === 'error' ? (
          <CircleAlert size={28} />
        ) : (
          <Mail size={28} />
        )}
      </span>
    );
  return (
    <main className={styles.page} data-screen={props['data-screen']} data-status={kind}>
      <p className={styles.brand}>{PRODUCT_NAME}</p>
      <Card variant="elevated" size="lg" className={styles.card}>
        <CardContent>
          <div className={styles.center} role={kind === 'error' ? 'alert' : undefined}>
            {icon}
            <Heading level={1} size="lg">
              {title}
            </Heading>
            {message ? <p className={styles.statusMessage}>{message}</p> : null}
          </div>
        </CardContent>
        {actions ? <CardFooter className={styles.centerFooter}>{actions}</CardFooter> : null}
      </Card>
    </main>
  );
}
