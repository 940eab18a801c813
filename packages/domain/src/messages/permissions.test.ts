import { describe, expect, it } from 'vitest';
import { CHOSEN_WORDINGS, permissionMessages } from './permissions.ts';

describe('permission messages', () => {
  it('holds the refusals of the spec, none of them chosen', () => {
    expect(permissionMessages.mastersViewDenied).toBe(
      'У вас недостаточно прав для просмотра мастеров.',
    );
    expect(permissionMessages.studiosViewDenied).toBe(
      'У вас недостаточно прав для просмотра студий.',
    );
    expect(permissionMessages.rolesViewDenied).toBe(
      'У вас нет прав для просмотра управления ролями.',
    );
    expect(permissionMessages.teamManageDenied).toBe(
      'У вас недостаточно прав для управления командой',
    );
    expect(CHOSEN_WORDINGS.size).toBe(0);
  });

  it("fills the spec's pattern for any other missing permission", () => {
    expect(permissionMessages.insufficientRightsFor('удаления услуг')).toBe(
      'У вас недостаточно прав для удаления услуг',
    );
  });
});
