// Schedule management (part 2 §2, §4, §5, §8), driven by the domain's schedule-editing machine: the week
// template, the calendar by month with a day editor, the range tool, the save checks next to the day at
// fault, and closing that asks before dropping changes.
import type { SnapshotFrom } from 'xstate';
import {
  selectedDaySchedule,
  type DayEditEvent,
  type ScheduleEditingEvent,
  type scheduleEditingMachine,
} from '@beautydesk/domain/machines/schedule-editing';
import {
  scheduleDialogTexts,
  scheduleMessages,
  templateDayNames,
} from '@beautydesk/domain/messages/schedule';
import { monthGrid, monthTitle, weekdayShortName } from '@beautydesk/domain/rules/calendar';
import type { WeekdayIndex } from '@beautydesk/domain/rules/dates';
import { effectiveDay } from '@beautydesk/domain/rules/schedule';
import { WEEKDAYS, type Weekday } from '@beautydesk/domain/schemas/schedule';
import { clsx } from 'clsx';
import { Button } from '../../../components/button/button.tsx';
import {
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs.tsx';
import * as page from '../../common/area-page.css.ts';
import { scheduleLabels as l } from '../labels.ts';
import * as styles from '../masters.css.ts';
import { DayEditor } from './day-editor.tsx';

export type ScheduleSnapshot = SnapshotFrom<typeof scheduleEditingMachine>;

export type ScheduleDialogProps = {
  masterName: string;
  /**
   * The machine's snapshot. The app runs `scheduleEditingMachine.provide({ actors: { saveSchedule } })`
   * with the master's schedule and today, shows its toast and closes the dialog when it is done.
   */
  snapshot: ScheduleSnapshot;
  send: (event: ScheduleEditingEvent) => void;
};

/** The save checks' messages for one day, without its 'Шаблон {день}: ' or '{date}: ' prefix. */
function errorsFor(errors: readonly string[], prefix: string): string[] {
  return errors.filter((e) => e.startsWith(prefix)).map((e) => e.slice(prefix.length));
}
const templatePrefix = (weekday: Weekday) =>
  scheduleMessages.templateDayError(templateDayNames[weekday], '');
const customPrefix = (date: string) => scheduleMessages.customDayError(date, '');

export function ScheduleDialog({ masterName, snapshot, send }: ScheduleDialogProps) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const tab = snapshot.matches({ editing: 'calendar' }) ? 'calendar' : 'template';
  const confirmingRange = snapshot.matches('confirmingRange');
  const confirmingDiscard = snapshot.matches('confirmingDiscard');
  const dayOpen = snapshot.matches({ editing: { calendar: 'dayEditor' } });

  const templateEditor = (weekday: Weekday) => {
    const edit = (event: DayEditEvent) => send({ ...event, weekday });
    return (
      <li key={weekday}>
        <DayEditor
          name={templateDayNames[weekday]}
          day={context.schedule.template[weekday]}
          errors={errorsFor(context.errors, templatePrefix(weekday))}
          canRemoveSlot={(index) => snapshot.can({ type: 'REMOVE_SLOT', weekday, index })}
          disabled={busy}
          onToggle={() => edit({ type: 'TOGGLE_WORKING' })}
          onAddSlot={() => edit({ type: 'ADD_SLOT' })}
          onRemoveSlot={(index) => edit({ type: 'REMOVE_SLOT', index })}
          onUpdateSlot={(index, patch) => edit({ type: 'UPDATE_SLOT', index, patch })}
        />
      </li>
    );
  };

  const cells = monthGrid(context.month.year, context.month.month, context.today);
  const selected = context.selectedDate;

  return (
    <>
      <Dialog
        open
        busy={busy}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL' });
        }}
      >
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{scheduleDialogTexts.title}</DialogTitle>
            <DialogDescription>{scheduleDialogTexts.subtitle(masterName)}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            {context.errors.length > 0 || context.saveError ? (
              <div role="alert" className={page.formError}>
                <p>{l.errorsTitle}</p>
                <ul>
                  {context.saveError ? <li>{context.saveError}</li> : null}
                  {context.errors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Tabs
              value={tab}
              onValueChange={(value) =>
                send({ type: 'SWITCH_TAB', tab: value === 'calendar' ? 'calendar' : 'template' })
              }
            >
              <TabsList>
                <TabsTrigger value="template">{scheduleDialogTexts.templateTab}</TabsTrigger>
                <TabsTrigger value="calendar">{scheduleDialogTexts.calendarTab}</TabsTrigger>
              </TabsList>
              <TabsContent value="template" className={styles.tabBody}>
                <ul className={styles.weekList}>{WEEKDAYS.map(templateEditor)}</ul>
              </TabsContent>
              <TabsContent value="calendar" className={styles.tabBody}>
                <div className={styles.monthHead}>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={l.previousMonth}
                    onClick={() => send({ type: 'NAVIGATE_MONTH', delta: -1 })}
                  >
                    <Icon name="chevron-left" size="sm" />
                  </Button>
                  <strong aria-live="polite">{monthTitle(context.month)}</strong>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={l.nextMonth}
                    onClick={() => send({ type: 'NAVIGATE_MONTH', delta: 1 })}
                  >
                    <Icon name="chevron-right" size="sm" />
                  </Button>
                </div>
                <div
                  className={styles.monthGrid}
                  role="group"
                  aria-label={monthTitle(context.month)}
                >
                  {Array.from({ length: 7 }, (_, i) => (
                    <span key={i} aria-hidden="true" className={styles.weekday}>
                      {weekdayShortName(i as WeekdayIndex)}
                    </span>
                  ))}
                  {cells.map((cell) => {
                    const day =
                      context.schedule.customDays[cell.date] ??
                      effectiveDay(context.schedule, cell.date);
                    const custom = cell.date in context.schedule.customDays;
                    const hasError = errorsFor(context.errors, customPrefix(cell.date)).length > 0;
                    const isSelected = dayOpen && cell.date === selected;
                    return (
                      <button
                        key={cell.date}
                        type="button"
                        data-date={cell.date}
                        aria-label={l.dayCell(cell.day, cell.date, day.isWorking, custom)}
                        aria-pressed={isSelected}
                        className={clsx(
                          styles.dayCell,
                          styles.dayCellState[day.isWorking ? 'working' : 'off'],
                          !cell.inCurrentMonth && styles.dayCellState.outside,
                          isSelected && styles.dayCellState.selected,
                          hasError && styles.dayCellState.error,
                        )}
                        onClick={() => send({ type: 'SELECT_DAY', date: cell.date })}
                      >
                        {cell.day}
                        {custom ? <span className={styles.dot} aria-hidden="true" /> : null}
                      </button>
                    );
                  })}
                </div>
                {dayOpen ? (
                  <section className={styles.panel} aria-label={l.selectedDay(selected)}>
                    <DayEditor
                      name={selected}
                      day={selectedDaySchedule(context)}
                      errors={errorsFor(context.errors, customPrefix(selected))}
                      canRemoveSlot={(index) => snapshot.can({ type: 'REMOVE_SLOT', index })}
                      disabled={busy}
                      onToggle={() => send({ type: 'TOGGLE_WORKING' })}
                      onAddSlot={() => send({ type: 'ADD_SLOT' })}
                      onRemoveSlot={(index) => send({ type: 'REMOVE_SLOT', index })}
                      onUpdateSlot={(index, patch) => send({ type: 'UPDATE_SLOT', index, patch })}
                    />
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => send({ type: 'RESET_DAY' })}
                      >
                        {l.resetDay}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => send({ type: 'CLOSE_DAY' })}>
                        {l.closeDay}
                      </Button>
                    </div>
                  </section>
                ) : null}
                <fieldset className={styles.panel}>
                  <legend>{l.range}</legend>
                  <div className={styles.rangeRow}>
                    <Input
                      type="date"
                      label={l.rangeFrom}
                      value={context.range.from}
                      onChange={(event) =>
                        send({ type: 'SET_RANGE', from: event.target.value, to: context.range.to })
                      }
                    />
                    <Input
                      type="date"
                      label={l.rangeTo}
                      value={context.range.to}
                      onChange={(event) =>
                        send({
                          type: 'SET_RANGE',
                          from: context.range.from,
                          to: event.target.value,
                        })
                      }
                    />
                    <Button variant="secondary" onClick={() => send({ type: 'APPLY_RANGE' })}>
                      {l.applyRange}
                    </Button>
                  </div>
                  {context.rangeError ? (
                    <p role="alert" className={styles.dayError}>
                      {context.rangeError}
                    </p>
                  ) : null}
                  {context.notice ? <p role="status">{context.notice}</p> : null}
                </fieldset>
              </TabsContent>
            </Tabs>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
              {scheduleDialogTexts.cancel}
            </Button>
            <Button loading={busy} onClick={() => send({ type: 'SAVE' })}>
              {scheduleDialogTexts.save}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingRange}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL' });
        }}
        title={l.applyRange}
        description={context.confirmText ?? ''}
        confirmLabel={l.confirmApply}
        cancelLabel={l.cancelApply}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL' });
        }}
        tone="danger"
        title={l.discardTitle}
        description={l.discardText}
        confirmLabel={l.discardConfirm}
        cancelLabel={l.discardCancel}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
    </>
  );
}
