// Moving a master to another studio (part 2 §4, §5): confirmed by typing the new studio's name; the domain's
// validateStudioChange gives 'Студия не найдена…' or 'Нет доступных студий для перевода'.
import { useState } from 'react';
import { validateStudioChange } from '@beautydesk/domain/rules/validation/master-form';
import type { Master } from '@beautydesk/domain/schemas/masters';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { Input } from '../../../components/input/input.tsx';
import { ActionDialog, ActionDialogForm, type DialogAction } from '../../common/area-page.tsx';
import * as page from '../../common/area-page.css.ts';
import { studioChangeLabels as l } from '../labels.ts';

export type StudioChangeDialogProps = {
  master: Master | null;
  studios: readonly Pick<Studio, 'id' | 'name'>[];
  onOpenChange: (open: boolean) => void;
  onSubmit: (studioId: string) => Promise<unknown>;
};

export function StudioChangeDialog({
  master,
  studios,
  onOpenChange,
  onSubmit,
}: StudioChangeDialogProps) {
  return (
    <ActionDialog open={master !== null} onOpenChange={onOpenChange}>
      {(action) =>
        master ? (
          <StudioChangeForm
            master={master}
            studios={studios}
            action={action}
            onSubmit={onSubmit}
            onOpenChange={onOpenChange}
          />
        ) : null
      }
    </ActionDialog>
  );
}

function StudioChangeForm({
  master,
  studios,
  action,
  onSubmit,
  onOpenChange,
}: Omit<StudioChangeDialogProps, 'master'> & {
  master: Master;
  action: DialogAction;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = studios.filter((studio) => studio.id !== master.studioId);
  const current = studios.find((studio) => studio.id === master.studioId)?.name ?? '—';
  // With no other studio the refusal shows at once: there is nothing to type.
  const noTarget = others.length === 0 ? validateStudioChange('', studios, master.studioId) : null;

  const submit = async () => {
    const result = validateStudioChange(name, studios, master.studioId);
    if (!result.valid || !result.studioId) {
      setError(result.errors.studioName ?? null);
      return;
    }
    const studioId = result.studioId;
    if (await action.run(() => onSubmit(studioId))) onOpenChange(false);
  };

  return (
    <ActionDialogForm
      size="sm"
      action={action}
      title={l.title}
      description={l.description(master.name, current)}
      onSubmit={submit}
      cancelLabel={l.cancel}
      submitLabel={l.confirm}
      submitDisabled={noTarget !== null}
    >
      {noTarget ? (
        <div role="alert" className={page.warning}>
          {noTarget.errors.studioName}
        </div>
      ) : (
        <Input
          label={l.field}
          name="studio-name"
          autoComplete="off"
          value={name}
          hint={l.available(others.map((studio) => studio.name).join(', '))}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      )}
    </ActionDialogForm>
  );
}
