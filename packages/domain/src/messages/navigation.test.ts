import { describe, expect, it } from 'vitest';
import {
  adminToolbarLabels,
  CHOSEN_WORDINGS,
  navigationLabels,
  navigationMessages,
} from './navigation.ts';

describe('navigation messages', () => {
  it('holds the layout texts of the spec', () => {
    expect(navigationMessages).toEqual({
      loadingAuthentication: 'Loading authentication...',
      licenseRequired: 'License Required',
      loadingPermissions: 'Загрузка разрешений...',
      loggedOut: 'Вы вышли из системы',
    });
  });

  it('marks the toolbar labels and our navigation labels as chosen, but the spec-quoted Календарь', () => {
    const chosen = [
      ...Object.values(adminToolbarLabels),
      ...Object.values(navigationLabels).filter((label) => label !== 'Календарь'),
    ];
    expect([...CHOSEN_WORDINGS].sort()).toEqual(chosen.sort());
    for (const text of Object.values(navigationMessages))
      expect(CHOSEN_WORDINGS.has(text)).toBe(false);
  });
});
