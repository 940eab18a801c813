// The version line (part 1 §7): the frontend's version, the backend's and its environment ('unknown' when /version fails).
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './version-label.css.ts';

export type VersionLabelProps = Omit<ComponentProps<'p'>, 'children'> & {
  frontend: string;
  /** Null while /version is on its way. */
  backend: string | null;
  environment: string | null;
};

export function VersionLabel({
  frontend,
  backend,
  environment,
  className,
  ...props
}: VersionLabelProps) {
  return (
    <p data-slot="version-label" className={clsx(styles.root, className)} {...props}>
      {shellTexts.versionFrontend} <span data-testid="frontend-version">{frontend}</span> ·{' '}
      {shellTexts.versionBackend} <span data-testid="backend-version">{backend ?? '…'}</span> ·{' '}
      {shellTexts.versionEnvironment}{' '}
      <span data-testid="backend-environment">{environment ?? '…'}</span>
    </p>
  );
}
