// One day of a schedule as the dialog edits it: working or not, its slots (start and end, add, remove when more
// than one), and the save check's message for that day next to it.
import type { DaySchedule, TimeSlot } from '@beautydesk/domain/schemas/schedule';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Switch } from '../../../components/switch/switch.tsx';
import { scheduleLabels as l } from '../labels.ts';
import * as styles from '../masters.css.ts';

export type DayEditorProps = {
  /** The day's name as the save checks write it ('понедельник', '2026-03-12'). */
  name: string;
  day: DaySchedule;
  /** The save checks' messages for this day, without the day's prefix. */
  errors: readonly string[];
  canRemoveSlot: (index: number) => boolean;
  onToggle: () => void;
  onAddSlot: () => void;
  onRemoveSlot: (index: number) => void;
  onUpdateSlot: (index: number, patch: Partial<TimeSlot>) => void;
  disabled?: boolean;
};

export function DayEditor({
  name,
  day,
  errors,
  canRemoveSlot,
  onToggle,
  onAddSlot,
  onRemoveSlot,
  onUpdateSlot,
  disabled = false,
}: DayEditorProps) {
  const errorId = `day-errors-${name}`;
  return (
    <div
      className={errors.length > 0 ? `${styles.dayRow} ${styles.dayRowError}` : styles.dayRow}
      role="group"
      aria-label={name}
      aria-describedby={errors.length > 0 ? errorId : undefined}
      data-day={name}
    >
      <div className={styles.dayHead}>
        <span className={styles.dayName}>{name}</span>
        <Switch
          label={l.working}
          checked={day.isWorking}
          disabled={disabled}
          onCheckedChange={onToggle}
        />
      </div>
      {day.isWorking
        ? day.slots.map((slot, index) => (
            <div className={styles.slotRow} key={index}>
              <Input
                className={styles.timeField}
                type="time"
                label={`${l.from} (${l.slot(index + 1)})`}
                value={slot.start}
                disabled={disabled}
                onChange={(event) => onUpdateSlot(index, { start: event.target.value })}
              />
              <Input
                className={styles.timeField}
                type="time"
                label={`${l.to} (${l.slot(index + 1)})`}
                value={slot.end}
                disabled={disabled}
                onChange={(event) => onUpdateSlot(index, { end: event.target.value })}
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={l.removeSlot(index + 1)}
                title={l.removeSlot(index + 1)}
                disabled={disabled || !canRemoveSlot(index)}
                onClick={() => onRemoveSlot(index)}
              >
                <Icon name="trash" size="sm" />
              </Button>
            </div>
          ))
        : null}
      {day.isWorking ? (
        <div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            icon={<Icon name="plus" size="sm" />}
            disabled={disabled}
            onClick={onAddSlot}
          >
            {l.addSlot}
          </Button>
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div id={errorId} className={styles.dayError}>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
