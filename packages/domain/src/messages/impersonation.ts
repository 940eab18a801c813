// Platform-admin impersonation texts: god-mode confirmation, start/end notices and the banner (part 1 §2, §5, §8).

/** The fixed reason sent when an impersonation is started from the UI (part 1 §5); the start payload's default. */
export const IMPERSONATION_REASON = 'UI impersonation';

export const impersonationMessages = {
  godModeRejected: 'God mode отклонен: неверное время',
  godModeActivated: 'GOD MODE АКТИВИРОВАН! Будьте осторожны с изменениями.',
  startFailed: 'Failed to start impersonation',
  endFailed: 'Failed to end impersonation',
  started: 'Impersonation started',
  ended: 'Impersonation ended',
  targetPlaceholder: '— выберите аккаунт —',
  banner: (target: string, mode: 'SAFE' | 'GOD') =>
    `IMPERSONATING ${target} (${mode}) – ACTIONS LOGGED`,
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
