import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isRoleEditable,
  prepareRolePayload,
  roleEditRefusal,
  validateRoleData,
  type RoleFormValues,
} from './role-data.ts';

const valid: RoleFormValues = {
  name: 'Администратор',
  scopeType: 'license',
  permissions: { 'clients.read': true, 'clients.edit': false },
};

describe('validateRoleData', () => {
  it('accepts a named role with a permission', () => {
    expect(validateRoleData(valid)).toEqual({ valid: true, errors: {} });
    expect(
      validateRoleData(
        { ...valid, scopeType: 'studio', scopeRef: 's1' },
        {
          isSystemRole: false,
          permissions: { 'clients.read': true },
        },
      ).valid,
    ).toBe(true);
  });

  it('requires a name of at least 3 characters after trimming', () => {
    expect(validateRoleData({ ...valid, name: '   ' }).errors).toEqual({
      name: 'Название роли обязательно',
    });
    expect(validateRoleData({ ...valid, name: ' ab ' }).errors).toEqual({
      name: 'Название роли должно содержать минимум 3 символа',
    });
  });

  it('needs a scope reference outside the license scope', () => {
    expect(validateRoleData({ ...valid, scopeType: 'studio', scopeRef: ' ' }).errors).toEqual({
      scopeRef: 'Укажите объект для выбранной области действия роли',
    });
  });

  it('needs at least one granted permission', () => {
    expect(validateRoleData({ ...valid, permissions: { 'clients.read': false } }).errors).toEqual({
      permissions: 'Выберите хотя бы одно разрешение',
    });
  });

  it('refuses the wildcard from the UI', () => {
    expect(validateRoleData({ ...valid, permissions: { '*': true } }).errors).toEqual({
      permissions: 'Разрешение «*» нельзя назначить из интерфейса',
    });
  });

  it('refuses to edit system and wildcard roles, whatever the values', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const system = validateRoleData(
          { ...valid, name },
          { isSystemRole: true, permissions: {} },
        );
        const wildcard = validateRoleData(
          { ...valid, name },
          { isSystemRole: false, permissions: { '*': true } },
        );
        expect(system).toEqual({
          valid: false,
          errors: { role: 'Системные роли нельзя редактировать' },
        });
        expect(wildcard).toEqual({
          valid: false,
          errors: { role: 'Роли с полным доступом (*) нельзя редактировать' },
        });
      }),
    );
  });
});

describe('roleEditRefusal and isRoleEditable', () => {
  it('protects system roles first, then wildcard roles', () => {
    expect(roleEditRefusal({ isSystemRole: true, permissions: { '*': true } })).toBe(
      'Системные роли нельзя редактировать',
    );
    expect(isRoleEditable({ isSystemRole: false, permissions: { '*': false } })).toBe(true);
    expect(isRoleEditable({ isSystemRole: false, permissions: { '*': true } })).toBe(false);
  });
});

describe('prepareRolePayload', () => {
  it('sends granted permissions, trimmed texts, and no scope reference for the license', () => {
    expect(
      prepareRolePayload({ ...valid, name: ' Администратор ', description: ' ', scopeRef: 'x' }),
    ).toEqual({
      name: 'Администратор',
      scope_type: 'license',
      permissions: { 'clients.read': true },
    });
  });

  it('keeps a description and the scope reference of another scope', () => {
    expect(
      prepareRolePayload({
        ...valid,
        description: ' Студия ',
        scopeType: 'studio',
        scopeRef: ' s1 ',
      }),
    ).toMatchObject({ description: 'Студия', scope_type: 'studio', scope_ref: 's1' });
  });
});
