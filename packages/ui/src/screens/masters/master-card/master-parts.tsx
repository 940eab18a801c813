// What every view of a master shows: the coefficient badge ×N.N in its band's colour (the domain's rule, which
// the master dashboard reuses), the active badge and the working-day chips of the week template.
import {
  coefficientBand,
  COEFFICIENT_BAND_TONES,
  formatCoefficient,
} from '@beautydesk/domain/rules/pricing';
import { workingWeekdays } from '@beautydesk/domain/rules/schedule';
import { weekdayShortName } from '@beautydesk/domain/rules/calendar';
import { WEEKDAYS, type MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { Badge } from '../../../components/badge/badge.tsx';
import { mastersLabels as l } from '../labels.ts';
import * as styles from '../masters.css.ts';
import type { WeekdayIndex } from '@beautydesk/domain/rules/dates';

/** ×1.3 in green, ×1.0 in amber, ×0.8 in red (§9: ≥ 1.2 good, ≥ 1.0 mid, below low). */
export function CoefficientBadge({ value }: { value: number }) {
  const band = coefficientBand(value);
  const text = formatCoefficient(value);
  return (
    <Badge
      variant={COEFFICIENT_BAND_TONES[band]}
      data-band={band}
      aria-label={l.coefficient(text)}
      title={l.coefficient(text)}
    >
      {text}
    </Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'neutral'}>{active ? l.active : l.inactive}</Badge>;
}

/** Пн … Вс, the template's working days marked, the days off struck through. */
export function WorkingDayChips({ schedule }: { schedule: MasterSchedule | null }) {
  if (!schedule) return <span className={styles.muted}>{l.noSchedule}</span>;
  const working = new Set(workingWeekdays(schedule));
  return (
    <ul className={styles.chips} aria-label={l.workingDays}>
      {WEEKDAYS.map((weekday, index) => {
        const on = working.has(weekday);
        const name = weekdayShortName(index as WeekdayIndex);
        return (
          <li
            key={weekday}
            className={styles.chip[on ? 'on' : 'off']}
            aria-label={on ? name : `${name}: выходной`}
          >
            {name}
          </li>
        );
      })}
    </ul>
  );
}
