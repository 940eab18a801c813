// The role editor (beyond the spec, whose data layer has create, update and delete): name, description, permissions
// from the catalogue grouped by area, role templates as starting points, every rule of part 2 §5, and the server's
// validate-role answer shown before saving.
import { useMemo, useState, type FormEvent } from 'react';
import { errorText } from '@beautydesk/domain/rules/errors';
import {
  prepareRolePayload,
  roleEditRefusal,
  validateRoleData,
  type RoleFormField,
  type RoleFormValues,
  type RolePayload,
} from '@beautydesk/domain/rules/validation/role-data';
import { DEFAULT_SCOPE_TYPE } from '@beautydesk/domain/schemas/permissions';
import {
  WILDCARD_PERMISSION,
  type BusinessRole,
  type PermissionCatalogItem,
  type RoleTemplate,
  type ValidateRoleResponse,
} from '@beautydesk/domain/schemas/roles';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { SmallText } from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { permissionGroupLabels, roleEditorLabels as l } from '../labels.ts';
import * as styles from '../roles.css.ts';
import { dialogForm } from '../../common/dialog-form.css.ts';

export type RoleEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role being edited; null creates one. */
  role: BusinessRole | null;
  /** GET /meta/permission-catalog; the wildcard is never offered. */
  catalogue: readonly PermissionCatalogItem[];
  catalogueLoading?: boolean;
  catalogueError?: string | null;
  /** 'Повторить попытку' under a failed catalogue load. */
  onRetryCatalogue?: () => void;
  /** GET /meta/role-templates: starting points for a new role. */
  templates: readonly RoleTemplate[];
  /** POST /meta/validate-role; its answer is shown. */
  onValidate: (payload: RolePayload) => Promise<ValidateRoleResponse>;
  /** Create or update; resolves when saved. A rejection shows 'Не удалось создать роль' / '... обновить ...'. */
  onSubmit: (payload: RolePayload) => Promise<unknown>;
};

const toMap = (ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, true])) as Record<string, boolean>;

function initialValues(role: BusinessRole | null): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    scopeType: role?.scopeType ?? DEFAULT_SCOPE_TYPE,
    scopeRef: role?.scopeRef ?? null,
    permissions: toMap(role?.permissions ?? []),
  };
}

export function RoleEditorDialog(props: RoleEditorDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RoleEditorContent key={props.role?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function RoleEditorContent({
  role,
  catalogue,
  catalogueLoading,
  catalogueError,
  onRetryCatalogue,
  templates,
  onValidate,
  onSubmit,
}: RoleEditorDialogProps) {
  const [values, setValues] = useState<RoleFormValues>(() => initialValues(role));
  const [errors, setErrors] = useState<Partial<Record<RoleFormField, string>>>({});
  const [verdict, setVerdict] = useState<ValidateRoleResponse | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState<'validate' | 'save' | null>(null);
  const existing = role
    ? { isSystemRole: role.isSystem, permissions: toMap(role.permissions) }
    : undefined;
  const refusal = existing ? roleEditRefusal(existing) : undefined;
  const readOnly = refusal !== undefined;

  const groups = useMemo(() => {
    const byCategory = new Map<string, PermissionCatalogItem[]>();
    for (const item of catalogue) {
      if (item.id === WILDCARD_PERMISSION) continue;
      byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
    }
    return [...byCategory];
  }, [catalogue]);

  const edit = (patch: Partial<RoleFormValues>, field?: RoleFormField) => {
    setValues((current) => ({ ...current, ...patch }));
    setVerdict(null);
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): RolePayload | null => {
    const result = validateRoleData(values, existing);
    setErrors(result.errors);
    return result.valid ? prepareRolePayload(values) : null;
  };

  const validate = async () => {
    const payload = check();
    if (!payload) return;
    setBusy('validate');
    setFailure(null);
    try {
      setVerdict(await onValidate(payload));
    } catch (error) {
      setFailure({ title: l.validationFailed, message: errorText(error, '') });
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = check();
    if (!payload) return;
    setBusy('save');
    setFailure(null);
    try {
      await onSubmit(payload);
    } catch (error) {
      setFailure({ title: role ? l.updateFailed : l.createFailed, message: errorText(error, '') });
    } finally {
      setBusy(null);
    }
  };

  const granted = Object.values(values.permissions).filter(Boolean).length;

  return (
    <DialogContent size="lg">
      <form
        className={dialogForm}
        onSubmit={submit}
        noValidate
        aria-label={role ? l.editTitle(role.name) : l.createTitle}
      >
        <DialogHeader>
          <DialogTitle>{role ? l.editTitle(role.name) : l.createTitle}</DialogTitle>
          <DialogDescription>{refusal ?? l.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className={styles.form}>
          {errors.role ? (
            <p className={styles.error} role="alert">
              {errors.role}
            </p>
          ) : null}
          {/* The editor offers no scope of its own: a role scoped to something other than the license
              keeps its scope, and one that lost its reference is refused with §5's rule. */}
          {errors.scopeRef ? (
            <p className={styles.error} role="alert">
              {errors.scopeRef}
            </p>
          ) : null}
          {failure ? <ErrorState title={failure.title} message={failure.message || null} /> : null}
          {!role && templates.length > 0 ? (
            <Select
              label={l.template}
              placeholder={l.templatePlaceholder}
              options={templates.map((t) => ({ value: t.id, label: t.name }))}
              onValueChange={(id) => {
                const template = templates.find((t) => t.id === id);
                if (!template) return;
                edit(
                  {
                    description: template.description ?? values.description,
                    permissions: toMap(
                      template.permissions.filter((p) => p !== WILDCARD_PERMISSION),
                    ),
                  },
                  'permissions',
                );
              }}
            />
          ) : null}
          <Input
            label={l.name}
            required
            disabled={readOnly}
            value={values.name}
            error={errors.name}
            maxLength={100}
            onChange={(event) => edit({ name: event.target.value }, 'name')}
          />
          <Textarea
            label={l.roleDescription}
            disabled={readOnly}
            rows={2}
            maxLength={500}
            value={values.description ?? ''}
            onChange={(event) => edit({ description: event.target.value })}
          />
          <fieldset
            className={styles.groups}
            aria-describedby={errors.permissions ? 'role-permissions-error' : undefined}
          >
            <legend className={styles.legend}>
              {l.permissions} <SmallText>({l.chosen(granted)})</SmallText>
            </legend>
            {catalogueError ? (
              <ErrorState
                title={l.catalogueFailed}
                message={catalogueError}
                onRetry={onRetryCatalogue}
              />
            ) : catalogueLoading ? (
              <SpinnerLine className={styles.verdict} label={l.catalogueLoading} />
            ) : (
              groups.map(([category, items]) => (
                <div
                  key={category}
                  className={styles.group}
                  role="group"
                  aria-label={permissionGroupLabels[category] ?? category}
                >
                  <p className={styles.groupTitle} aria-hidden="true">
                    {permissionGroupLabels[category] ?? category}
                  </p>
                  {items.map((item) => (
                    <Checkbox
                      key={item.id}
                      label={item.name}
                      disabled={readOnly}
                      checked={values.permissions[item.id] === true}
                      onCheckedChange={(checked) =>
                        edit(
                          { permissions: { ...values.permissions, [item.id]: checked === true } },
                          'permissions',
                        )
                      }
                    />
                  ))}
                </div>
              ))
            )}
          </fieldset>
          {errors.permissions ? (
            <p id="role-permissions-error" className={styles.error} role="alert">
              {errors.permissions}
            </p>
          ) : null}
          {verdict ? <Verdict verdict={verdict} /> : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{l.cancel}</Button>
          </DialogClose>
          {readOnly ? null : (
            <>
              <Button variant="secondary" loading={busy === 'validate'} onClick={validate}>
                {l.validate}
              </Button>
              <Button type="submit" loading={busy === 'save'}>
                {role ? l.save : l.createSubmit}
              </Button>
            </>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** The server's validate-role answer in words. */
function Verdict({ verdict }: { verdict: ValidateRoleResponse }) {
  const lines = [
    ...verdict.errors,
    ...(verdict.invalid_permissions.length
      ? [`${l.invalidPermissions}: ${verdict.invalid_permissions.join(', ')}`]
      : []),
    ...(verdict.missing_required.length
      ? [`${l.missingRequired}: ${verdict.missing_required.join(', ')}`]
      : []),
    ...(verdict.suggestions.length ? [`${l.suggestions}: ${verdict.suggestions.join(', ')}`] : []),
    ...verdict.warnings,
  ];
  const ok = verdict.valid && verdict.errors.length === 0;
  return (
    <div className={styles.verdict} role="status" data-valid={ok}>
      {ok ? <p>{l.validOk}</p> : null}
      {lines.map((line) => (
        <p key={line} className={ok ? undefined : styles.error}>
          {line}
        </p>
      ))}
    </div>
  );
}
