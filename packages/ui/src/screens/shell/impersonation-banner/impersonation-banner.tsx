// The fixed banner shown while a platform superadmin impersonates (part 1 §2): 'IMPERSONATING {target} (SAFE|GOD) – ACTIONS LOGGED'.
import { clsx } from 'clsx';
import { impersonationMessages } from '@beautydesk/domain/messages/impersonation';
import type { ImpersonationBannerMode } from '@beautydesk/domain/rules/claims';
import * as styles from './impersonation-banner.css.ts';

export const impersonationBannerModes = [
  'SAFE',
  'GOD',
] as const satisfies readonly ImpersonationBannerMode[];

export type ImpersonationBannerProps = {
  /** Who is being impersonated: their e-mail when known, else the account id. */
  target: string;
  mode: ImpersonationBannerMode;
  className?: string;
};

export function ImpersonationBanner({ target, mode, className }: ImpersonationBannerProps) {
  return (
    <div
      role="status"
      data-slot="impersonation-banner"
      data-mode={mode}
      className={clsx(styles.root, mode === 'SAFE' && styles.safe, className)}
    >
      {impersonationMessages.banner(target, mode)}
    </div>
  );
}
