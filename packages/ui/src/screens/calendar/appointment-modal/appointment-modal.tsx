// The appointment modal (part 2 §2 "Appointment modal", §4 "Create-appointment flow", §5 "Appointment save"),
// driven by the domain's appointment-wizard machine: the screen shows its context and asks it what is
// allowed (`snapshot.can`), where the strip stands (`matches`) and what is under way (tags); it never
// re-decides a rule. The app runs the machine with the real calls and closes the modal when it is done.
import { useRef, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  appointmentTimeFields,
  priceChange,
  type AppointmentWindow,
  type AppointmentWizardEvent,
  type WizardClient,
  type WizardMaster,
  type appointmentWizardMachine,
} from '@beautydesk/domain/machines/appointment-wizard';
import { formatDayMonth } from '@beautydesk/domain/rules/calendar';
import { formatMoney } from '@beautydesk/domain/rules/currency';
import type { ClientPayload } from '@beautydesk/domain/rules/validation/client-form';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
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
import { Stepper } from '../../../components/stepper/stepper.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { FormError, useReturnFocus } from '../../common/area-page.tsx';
import { dialogForm } from '../../common/dialog-form.css.ts';
import { ClientSection } from './client-section.tsx';
import { FreeTimePicker, type FreeTimesState } from './free-time-picker.tsx';
import { appointmentModalLabels as l } from './labels.ts';
import { ServicesPicker, type PickerService } from './services-picker.tsx';
import * as styles from './appointment-modal.css.ts';

export type AppointmentWizardSnapshot = SnapshotFrom<typeof appointmentWizardMachine>;

export type AppointmentModalProps = {
  open: boolean;
  /** Escape, ✕ and 'Отмена' ask to close (not while saving). */
  onOpenChange: (open: boolean) => void;
  /**
   * The machine's snapshot and send. The app runs `appointmentWizardMachine.provide({ actors })` with
   * the real calls, and closes the modal when the machine is done (saved).
   */
  snapshot: AppointmentWizardSnapshot;
  send: (event: AppointmentWizardEvent) => void;
  /** The services the picker offers (the studio's active ones); undefined while loading. */
  services: readonly PickerService[] | undefined;
  /** The masters to choose from; undefined while loading. */
  masters: readonly WizardMaster[] | undefined;
  /** The nested '+ Новый клиент' form's save (POST /clients). */
  onCreateClient: (body: ClientPayload) => Promise<WizardClient>;
};

const STEPS = ['client', 'services', 'master', 'window', 'creation'] as const;

/** The strip's position: the machine's `step` region; saving is the last step. */
function currentStep(snapshot: AppointmentWizardSnapshot): number {
  const index = STEPS.findIndex((step) => snapshot.matches({ editing: { step } }));
  return index === -1 ? STEPS.length - 1 : index;
}

const sameWindow = (a: AppointmentWindow | null, b: AppointmentWindow) =>
  a !== null && a.date === b.date && a.startTime === b.startTime && a.endTime === b.endTime;

export const windowLabel = (window: AppointmentWindow) =>
  `${formatDayMonth(window.date)}, ${window.startTime}–${window.endTime}`;

/** Where the free-time search stands: the machine's `freeTimes` region. */
function freeTimesState(snapshot: AppointmentWizardSnapshot): FreeTimesState {
  if (snapshot.matches({ editing: { freeTimes: 'loading' } })) return 'loading';
  if (snapshot.matches({ editing: { freeTimes: 'failed' } })) return 'failed';
  if (snapshot.matches({ editing: { freeTimes: 'ready' } })) return 'ready';
  return 'waiting';
}

/** A stand-in master for `snapshot.can`: SELECT_MASTER's guards do not look at which master it is. */
const anyMaster: WizardMaster = { id: '', name: '', studioId: '' };

export function AppointmentModal({
  open,
  onOpenChange,
  snapshot,
  send,
  services,
  masters,
  onCreateClient,
}: AppointmentModalProps) {
  const { context } = snapshot;
  const [picking, setPicking] = useState(false);
  const servicesButton = useRef<HTMLButtonElement>(null);
  useReturnFocus(open);
  const saving = snapshot.hasTag('saving');
  const findingWindows = snapshot.hasTag('findingWindows');
  const calculatingPrice = snapshot.hasTag('calculatingPrice');
  const time = appointmentTimeFields(context);
  const canCreate = snapshot.can({ type: 'CREATE' });
  const repriced = priceChange(context);

  const masterOptions = (masters ?? []).map((master) => ({ value: master.id, label: master.name }));
  // An edited appointment's master may be missing from the list (inactive since): still shown.
  if (context.master && !masterOptions.some((option) => option.value === context.master?.id)) {
    masterOptions.unshift({ value: context.master.id, label: context.master.name });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreate) send({ type: 'CREATE' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} busy={saving}>
      <DialogContent size="lg">
        <form className={dialogForm} onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{context.mode === 'edit' ? l.editTitle : l.createTitle}</DialogTitle>
            <DialogDescription>{l.description}</DialogDescription>
          </DialogHeader>
          <DialogBody className={styles.body}>
            <Stepper steps={l.steps} current={currentStep(snapshot)} aria-label={l.stepsLabel} />

            <ClientSection snapshot={snapshot} send={send} onCreateClient={onCreateClient} />

            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>{l.services}</legend>
              {context.services.length > 0 ? (
                <ul className={styles.chips} aria-label={l.services}>
                  {context.services.map((service) => (
                    <li key={service.id}>
                      <Badge variant="info">{service.name}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{l.noServices}</p>
              )}
              <div>
                <Button
                  ref={servicesButton}
                  variant="secondary"
                  size="sm"
                  disabled={!snapshot.can({ type: 'SET_SERVICES', services: context.services })}
                  onClick={() => setPicking(true)}
                >
                  {context.services.length > 0 ? l.changeServices : l.chooseServices}
                </Button>
              </div>
            </fieldset>

            <Select
              label={l.master}
              placeholder={l.masterPlaceholder}
              options={masterOptions}
              value={context.master?.id ?? ''}
              disabled={!snapshot.can({ type: 'SELECT_MASTER', master: anyMaster })}
              onValueChange={(id) => {
                const master = (masters ?? []).find((candidate) => candidate.id === id);
                if (master) send({ type: 'SELECT_MASTER', master });
              }}
            />

            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>{l.windows}</legend>
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={findingWindows}
                  disabled={!snapshot.can({ type: 'FIND_WINDOWS' })}
                  onClick={() => send({ type: 'FIND_WINDOWS' })}
                >
                  {l.findWindows}
                </Button>
              </div>
              {findingWindows ? (
                <p role="status" className={styles.muted}>
                  {l.findingWindows}
                </p>
              ) : null}
              {context.offeredWindows.length > 0 ? (
                <ul className={styles.windowList} aria-label={l.windows}>
                  {context.offeredWindows.map((window) => (
                    <li key={`${window.date} ${window.startTime}`}>
                      <button
                        type="button"
                        className={styles.windowChoice}
                        aria-pressed={sameWindow(context.window, window)}
                        disabled={!snapshot.can({ type: 'SELECT_WINDOW', window })}
                        onClick={() => send({ type: 'SELECT_WINDOW', window })}
                      >
                        {windowLabel(window)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>

            <FreeTimePicker
              date={context.pickDate}
              onDateChange={(date) => send({ type: 'PICK_DATE', date })}
              state={freeTimesState(snapshot)}
              times={context.freeTimes}
              durationMin={context.freeTimesDuration}
              chosen={context.window}
              disabled={saving}
              onSelect={(startTime) => send({ type: 'SELECT_TIME', startTime })}
              outOfScheduleChosen={context.outOfSchedule}
              {...(context.canBookOutOfSchedule
                ? { onOutOfSchedule: (window) => send({ type: 'SELECT_OUT_OF_SCHEDULE', window }) }
                : {})}
            />

            <div className={styles.timeFields}>
              <Input label={l.date} value={time.date} readOnly />
              <Input label={l.start} value={time.startTime} readOnly />
              <Input label={l.end} value={time.endTime} readOnly />
            </div>

            <div className={styles.section}>
              <span className={styles.sectionTitle} id="appointment-price-label">
                {l.price}
              </span>
              <output
                className={styles.price}
                aria-labelledby="appointment-price-label"
                aria-busy={calculatingPrice || undefined}
              >
                {calculatingPrice
                  ? l.calculatingPrice
                  : formatMoney(context.price, context.currency)}
              </output>
              {repriced ? (
                <dl className={styles.priceChange} aria-label={l.priceChangeLabel}>
                  <dt>{l.priceBefore}</dt>
                  <dd>{formatMoney(repriced.before, context.currency)}</dd>
                  <dt>{l.priceAfter}</dt>
                  <dd>
                    {calculatingPrice
                      ? l.calculatingPrice
                      : formatMoney(repriced.after, context.currency)}
                  </dd>
                </dl>
              ) : null}
              {snapshot.can({ type: 'RECOMPUTE_PRICE' }) && repriced ? (
                <div>
                  <p className={styles.muted}>{l.priceByHand}</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => send({ type: 'RECOMPUTE_PRICE' })}
                  >
                    {l.recomputePrice}
                  </Button>
                </div>
              ) : null}
            </div>

            <Textarea
              label={l.notes}
              placeholder={l.notesPlaceholder}
              value={context.notes}
              disabled={saving}
              rows={3}
              onChange={(event) => send({ type: 'SET_NOTES', notes: event.target.value })}
            />
          </DialogBody>
          {/* Outside the scrolling body, so a message (a 409 after Create, say) is always in view. */}
          {context.errorMessage ? (
            <div className={styles.message}>
              <FormError message={context.errorMessage} />
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {l.cancel}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={!canCreate}
              title={context.window ? undefined : l.createDisabledHint}
            >
              {context.mode === 'edit' ? l.save : l.create}
            </Button>
          </DialogFooter>
        </form>
        <ServicesPicker
          open={picking}
          onOpenChange={setPicking}
          services={services}
          chosen={context.services}
          returnFocusTo={servicesButton}
          onSelect={(chosen) => {
            setPicking(false);
            send({ type: 'SET_SERVICES', services: chosen });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
