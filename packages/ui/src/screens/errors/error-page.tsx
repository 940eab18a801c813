// The frame the error pages share: a big code, a title, a text and a row of actions.
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Heading, Paragraph } from '../../components/typography/typography.tsx';
import * as styles from './error-page.css.ts';

export type ErrorPageProps = {
  code?: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  slot: string;
  className?: string;
  children?: ReactNode;
};

export function ErrorPage({
  code,
  title,
  text,
  actions,
  slot,
  className,
  children,
}: ErrorPageProps) {
  return (
    <section data-slot={slot} className={clsx(styles.root, className)}>
      {code ? (
        <p aria-hidden="true" className={styles.code}>
          {code}
        </p>
      ) : null}
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Paragraph tone="muted">{text}</Paragraph>
      {children}
      {actions}
    </section>
  );
}
