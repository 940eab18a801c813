// The cost calculator (beyond the spec): plan, active users and a seat added on day N, priced by the same
// plan rules as the page's examples, so the calculator and the examples can never disagree.
import { useId, useState } from 'react';
import {
  billBreakdown,
  BILLING_MONTH_DAYS,
  formatUsd,
  PLAN_IDS,
  PLANS,
  seatDaysFromDay,
  type PlanId,
} from '@beautydesk/domain/rules/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { RadioGroup } from '../../../components/radio-group/radio-group.tsx';
import { calculatorLabels as l } from '../labels.ts';
import * as styles from '../pricing.css.ts';

export type CostCalculatorProps = {
  defaultPlan?: PlanId;
  defaultUsers?: number;
};

/** A whole number within bounds, else null (the field then shows its message and keeps what was typed). */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function CostCalculator({ defaultPlan = 'studio', defaultUsers = 3 }: CostCalculatorProps) {
  const titleId = useId();
  const [plan, setPlan] = useState<PlanId>(defaultPlan);
  const [users, setUsers] = useState(String(defaultUsers));
  const [midMonth, setMidMonth] = useState(false);
  const [day, setDay] = useState('16');

  const activeUsers = wholeIn(users, 1, 10_000);
  const startDay = midMonth ? wholeIn(day, 1, BILLING_MONTH_DAYS) : null;
  const valid = activeUsers !== null && (!midMonth || startDay !== null);
  const seatDays = startDay !== null ? seatDaysFromDay(startDay) : 0;
  const lines = valid
    ? billBreakdown({
        plan,
        activeUsers,
        proratedSeatDays: midMonth ? [seatDays] : [],
      })
    : null;
  const seatPrice = formatUsd(PLANS[plan].seatMonthlyUsd);

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          {l.title}
        </CardTitle>
      </CardHeader>
      <CardContent className={styles.calculator}>
        <div className={styles.calculatorForm}>
          <RadioGroup
            label={l.plan}
            orientation="horizontal"
            value={plan}
            onValueChange={(value) => setPlan(value as PlanId)}
            options={PLAN_IDS.map((id) => ({ value: id, label: PLANS[id].name }))}
          />
          <NumberInput
            label={l.users}
            min={1}
            step={1}
            inputMode="numeric"
            value={users}
            onChange={(event) => setUsers(event.target.value)}
            error={activeUsers === null ? l.usersError : undefined}
          />
          <Checkbox
            label={l.midMonth}
            checked={midMonth}
            onCheckedChange={(checked) => setMidMonth(checked === true)}
          />
          {midMonth ? (
            <NumberInput
              label={l.day}
              hint={l.dayHint}
              min={1}
              max={BILLING_MONTH_DAYS}
              step={1}
              inputMode="numeric"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={startDay === null ? l.dayError : undefined}
            />
          ) : null}
        </div>
        <output aria-label={l.result} aria-live="polite">
          <ul className={styles.lines}>
            <li className={styles.line}>
              <span>{l.base}</span>
              <span>{formatUsd(PLANS[plan].baseMonthlyUsd)}</span>
            </li>
            <li className={styles.line}>
              <span>{l.seats(lines?.paidSeats ?? 0, seatPrice)}</span>
              <span>{lines ? formatUsd(lines.seatsUsd) : l.unknown}</span>
            </li>
            {midMonth ? (
              <li className={styles.line}>
                <span>{l.prorated(seatDays)}</span>
                <span>{lines ? formatUsd(lines.proratedUsd) : l.unknown}</span>
              </li>
            ) : null}
            <li className={styles.totalLine}>
              <span>{l.total}</span>
              <span data-testid="calculator-total">
                {lines ? formatUsd(lines.totalUsd) : l.unknown}
              </span>
            </li>
          </ul>
        </output>
      </CardContent>
    </Card>
  );
}
