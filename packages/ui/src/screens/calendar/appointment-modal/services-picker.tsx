// 'Выберите услуги' (part 2 §2 "Appointment modal"): search by name, a type filter, checkboxes, a counter,
// Cancel and Select. The ticks are a draft: only Select hands them to the wizard, Cancel drops them.
import { useState } from 'react';
import type { WizardService } from '@beautydesk/domain/machines/appointment-wizard';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { serviceTypeLabels } from '../../services/labels.ts';
import { appointmentModalLabels as l } from './labels.ts';
import * as styles from './appointment-modal.css.ts';

/** A service the picker offers: its name, type (for the filter) and duration. */
export interface PickerService extends WizardService {
  type: string;
  durationMin?: number;
}

export type ServicesPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** undefined while the list loads. */
  services: readonly PickerService[] | undefined;
  /** The services already chosen: ticked when the picker opens. */
  chosen: readonly WizardService[];
  onSelect: (services: WizardService[]) => void;
  /** Where focus goes back when the picker closes (it is opened by state, not a Radix trigger). */
  returnFocusTo?: { readonly current: HTMLElement | null };
};

const ALL = 'all';

export function ServicesPicker({
  open,
  onOpenChange,
  services,
  chosen,
  onSelect,
  returnFocusTo,
}: ServicesPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <PickerContent
          services={services}
          chosen={chosen}
          onSelect={onSelect}
          onCancel={() => onOpenChange(false)}
          returnFocusTo={returnFocusTo}
        />
      ) : null}
    </Dialog>
  );
}

/** Mounted per opening, so the draft starts from what is chosen each time. */
function PickerContent({
  services,
  chosen,
  onSelect,
  onCancel,
  returnFocusTo,
}: Pick<ServicesPickerProps, 'services' | 'chosen' | 'onSelect' | 'returnFocusTo'> & {
  onCancel: () => void;
}) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState<string>(ALL);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(chosen.map((service) => service.id)),
  );
  const all = services ?? [];
  const types = [...new Set(all.map((service) => service.type))];
  const needle = query.trim().toLocaleLowerCase('ru');
  const shown = all.filter(
    (service) =>
      (type === ALL || service.type === type) &&
      service.name.toLocaleLowerCase('ru').includes(needle),
  );
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Names of chosen services that the list no longer has (an edited appointment's) are kept.
  const select = () => {
    const byId = new Map<string, WizardService>(chosen.map((service) => [service.id, service]));
    for (const service of all) byId.set(service.id, { id: service.id, name: service.name });
    onSelect([...ticked].flatMap((id) => byId.get(id) ?? []));
  };
  return (
    <DialogContent
      size="md"
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{l.pickerTitle}</DialogTitle>
        <DialogDescription>{l.pickerCounter(ticked.size)}</DialogDescription>
      </DialogHeader>
      <DialogBody className={styles.body}>
        <div className={styles.pickerFilters}>
          <Input
            type="search"
            label={l.pickerSearch}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Select
            label={l.pickerType}
            value={type}
            onValueChange={setType}
            options={[
              { value: ALL, label: l.pickerAllTypes },
              ...types.map((value) => ({ value, label: serviceTypeLabels[value] ?? value })),
            ]}
          />
        </div>
        {services === undefined ? (
          <p role="status" className={styles.muted}>
            {l.pickerLoading}
          </p>
        ) : shown.length === 0 ? (
          <p className={styles.muted}>{l.pickerEmpty}</p>
        ) : (
          <ul className={styles.pickerList} aria-label={l.pickerTitle}>
            {shown.map((service) => (
              <li key={service.id}>
                <Checkbox
                  label={service.name}
                  description={[
                    serviceTypeLabels[service.type] ?? service.type,
                    service.durationMin ? `${service.durationMin} мин` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  checked={ticked.has(service.id)}
                  onCheckedChange={(on) => toggle(service.id, on === true)}
                />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {l.pickerCancel}
        </Button>
        <Button onClick={select} disabled={ticked.size === 0}>
          {l.pickerSelect}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
