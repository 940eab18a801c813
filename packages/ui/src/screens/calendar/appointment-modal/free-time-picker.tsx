// Any free time (issue 27): a date picker (any date) and every start time of that date at which the
// services fit the master, as a grid of buttons with one tab stop (arrow keys, Home, End move focus;
// Enter or Space chooses). Roles that may book "вне графика" also get any start and end, confirmed.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { AppointmentWindow } from '@beautydesk/domain/machines/appointment-wizard';
import { formatDayMonth } from '@beautydesk/domain/rules/calendar';
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
import { appointmentModalLabels as l } from './labels.ts';
import * as styles from './appointment-modal.css.ts';

/** What the picker shows: waiting for services and master, loading, failed, or the times found. */
export type FreeTimesState = 'waiting' | 'loading' | 'failed' | 'ready';

export type FreeTimePickerProps = {
  /** The date searched (ISO); any date may be picked. */
  date: string;
  onDateChange: (date: string) => void;
  state: FreeTimesState;
  /** Every fitting start time ('HH:MM') of `date`. */
  times: readonly string[];
  /** The services' total duration, in minutes. */
  durationMin: number;
  /** The chosen window, when it is on `date` its start is pressed. */
  chosen: AppointmentWindow | null;
  onSelect: (startTime: string) => void;
  disabled?: boolean;
  /** Given only to roles that may book "вне графика": called once the choice is confirmed. */
  onOutOfSchedule?: (window: AppointmentWindow) => void;
  /** The chosen window was chosen "вне графика". */
  outOfScheduleChosen?: boolean;
};

/** Columns of a wrapping grid: the buttons on the first button's row. */
function columnsOf(buttons: HTMLElement[]): number {
  const top = buttons[0]?.offsetTop;
  const count = buttons.filter((button) => button.offsetTop === top).length;
  return Math.max(1, count);
}

export function FreeTimePicker({
  date,
  onDateChange,
  state,
  times,
  durationMin,
  chosen,
  onSelect,
  disabled = false,
  onOutOfSchedule,
  outOfScheduleChosen = false,
}: FreeTimePickerProps) {
  const grid = useRef<HTMLUListElement>(null);
  const pressed = chosen !== null && chosen.date === date ? chosen.startTime : null;
  const [focused, setFocused] = useState<string | null>(null);
  // The one tab stop: the focused time if still offered, else the chosen one, else the first.
  const tabStop =
    (focused && times.includes(focused) ? focused : null) ??
    (pressed && times.includes(pressed) ? pressed : null) ??
    times[0];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const columns = columnsOf(buttons);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[Math.min(buttons.length - 1, Math.max(0, next))];
    target?.focus();
    setFocused(target?.dataset.time ?? null);
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{l.freeTimes}</legend>
      <p className={styles.muted}>{l.freeTimesHint}</p>
      <div className={styles.pickerRow}>
        <Input
          type="date"
          label={l.freeTimesDate}
          value={date}
          disabled={disabled || state === 'waiting'}
          onChange={(event) => {
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
      </div>
      {state === 'waiting' ? <p className={styles.muted}>{l.freeTimesWaiting}</p> : null}
      {state === 'loading' ? (
        <p role="status" className={styles.muted}>
          {l.freeTimesLoading}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={styles.muted}>
          {l.freeTimesFailed}
        </p>
      ) : null}
      {state === 'ready' && times.length === 0 ? (
        <p role="status" className={styles.muted}>
          {l.freeTimesNone}
        </p>
      ) : null}
      {state === 'ready' && times.length > 0 ? (
        <ul
          ref={grid}
          className={styles.timeGrid}
          aria-label={`${l.freeTimesGrid(durationMin)}, ${formatDayMonth(date)}`}
          onKeyDown={onKeyDown}
        >
          {times.map((time) => (
            <li key={time}>
              <button
                type="button"
                data-time={time}
                className={styles.timeChoice}
                aria-pressed={pressed === time}
                tabIndex={time === tabStop ? 0 : -1}
                disabled={disabled}
                onFocus={() => setFocused(time)}
                onClick={() => onSelect(time)}
              >
                {time}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {onOutOfSchedule ? (
        <OutOfScheduleChoice
          date={date}
          disabled={disabled || state === 'waiting'}
          chosen={outOfScheduleChosen ? chosen : null}
          onConfirm={onOutOfSchedule}
        />
      ) : null}
    </fieldset>
  );
}

/** "вне графика": any start and end on the picked date, chosen only after a confirmation. */
function OutOfScheduleChoice({
  date,
  disabled,
  chosen,
  onConfirm,
}: {
  date: string;
  disabled: boolean;
  chosen: AppointmentWindow | null;
  onConfirm: (window: AppointmentWindow) => void;
}) {
  const [start, setStart] = useState(chosen?.startTime ?? '');
  const [end, setEnd] = useState(chosen?.endTime ?? '');
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = { date, startTime: start, endTime: end };
  const complete = start !== '' && end !== '' && start < end;
  return (
    <div className={styles.section}>
      <span className={styles.sectionTitle}>{l.outOfSchedule}</span>
      <p className={styles.muted}>{l.outOfScheduleHint}</p>
      <div className={styles.pickerRow}>
        <Input
          type="time"
          label={l.outOfScheduleStart}
          value={start}
          disabled={disabled}
          onChange={(event) => setStart(event.target.value)}
        />
        <Input
          type="time"
          label={l.outOfScheduleEnd}
          value={end}
          disabled={disabled}
          onChange={(event) => setEnd(event.target.value)}
        />
        <div>
          <Button
            ref={opener}
            variant="secondary"
            size="sm"
            disabled={disabled || !complete}
            onClick={() => setConfirming(true)}
          >
            {l.outOfScheduleChoose}
          </Button>
        </div>
      </div>
      {chosen ? (
        <p role="status" className={styles.muted}>
          {`${l.outOfScheduleChosen}: ${formatDayMonth(chosen.date)}, ${chosen.startTime}–${chosen.endTime}`}
        </p>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming ? (
          <DialogContent
            size="sm"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{l.outOfScheduleTitle}</DialogTitle>
              <DialogDescription>
                {l.outOfScheduleQuestion(`${formatDayMonth(date)}, ${start}–${end}`)}
              </DialogDescription>
            </DialogHeader>
            <DialogBody>{null}</DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {l.cancel}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  onConfirm(asked);
                }}
              >
                {l.outOfScheduleConfirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
