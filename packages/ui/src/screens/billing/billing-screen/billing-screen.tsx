// /billing (part 2 §2, §3, §9): current spend, payment history and settings over hard-coded sample data;
// every amount comes from the plan rules, the 80 % warning, the AI switch-off and the 7-day reminder too.
import { useState } from 'react';
import { monthTitle } from '@beautydesk/domain/rules/calendar';
import { parseIsoDate } from '@beautydesk/domain/rules/dates';
import {
  BILLING_SAMPLE_PLAN,
  currentSpend,
  seatLastActiveAt,
  type AiUsage,
  type BillingInvoice,
  type BillingSeat,
} from '@beautydesk/domain/rules/billing';
import {
  aiBudgetState,
  BILLING_SAMPLE,
  formatUsd,
  PLANS,
  seatDeactivationSaving,
  shouldRemindInactiveUser,
} from '@beautydesk/domain/rules/plans';
import { Badge } from '../../../components/badge/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { NumberInput } from '../../../components/number-input/number-input.tsx';
import { ProgressBar } from '../../../components/progress-bar/progress-bar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import * as styles from '../billing.css.ts';
import { billingLabels as l } from '../labels.ts';

export const BILLING_TABS = ['spend', 'history', 'settings'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

export type BillingScreenProps = {
  seats: readonly BillingSeat[];
  invoices: readonly BillingInvoice[];
  aiUsage: AiUsage;
  /** Epoch ms the inactivity reminder counts from. */
  now: number;
  defaultTab?: BillingTab;
};

function invoiceMonth(date: string): string {
  const parts = parseIsoDate(date);
  return parts ? monthTitle(parts).toLowerCase() : date;
}

export function BillingScreen({
  seats,
  invoices,
  aiUsage,
  now,
  defaultTab = 'spend',
}: BillingScreenProps) {
  const [limit, setLimit] = useState(String(BILLING_SAMPLE.budgetLimitDefaultUsd));
  const spend = currentSpend(seats, aiUsage);
  const aiState = aiBudgetState(aiUsage.currentMonth, aiUsage.budget);
  const reminders = seats.filter(
    (seat) =>
      seat.seatType !== 'owner' && shouldRemindInactiveUser(seatLastActiveAt(seat, now), now),
  );

  const seatColumns: DataTableColumn<BillingSeat>[] = [
    { key: 'name', header: l.seatColumns.name, cell: (s) => s.name },
    { key: 'email', header: l.seatColumns.email, cell: (s) => s.email },
    { key: 'type', header: l.seatColumns.type, cell: (s) => l.seatType[s.seatType] },
    {
      key: 'cost',
      header: l.seatColumns.cost,
      align: 'end',
      cell: (s) => (s.monthlyCost === 0 ? l.free : formatUsd(s.monthlyCost)),
    },
    { key: 'period', header: l.seatColumns.period, cell: (s) => l.billingPeriod[s.billingPeriod] },
    {
      key: 'status',
      header: l.seatColumns.status,
      cell: (s) => (
        <Badge variant={s.status === 'active' ? 'success' : 'neutral'}>
          {l.seatStatus[s.status]}
        </Badge>
      ),
    },
  ];
  const invoiceColumns: DataTableColumn<BillingInvoice>[] = [
    {
      key: 'date',
      header: l.invoiceColumns.date,
      cell: (i) => i.date.split('-').reverse().join('.'),
    },
    {
      key: 'description',
      header: l.invoiceColumns.description,
      cell: (i) => l.invoiceDescription(PLANS[i.plan].name, invoiceMonth(i.date)),
    },
    { key: 'users', header: l.invoiceColumns.users, align: 'end', cell: (i) => i.users },
    {
      key: 'breakdown',
      header: l.invoiceColumns.breakdown,
      cell: (i) =>
        l.breakdown(
          formatUsd(i.breakdown.baseUsd),
          i.breakdown.paidSeats,
          formatUsd(PLANS[i.plan].seatMonthlyUsd),
          formatUsd(i.breakdown.aiUsd),
        ),
    },
    {
      key: 'amount',
      header: l.invoiceColumns.amount,
      align: 'end',
      cell: (i) => formatUsd(i.amount),
    },
    {
      key: 'status',
      header: l.invoiceColumns.status,
      cell: () => <Badge variant="success">{l.paid}</Badge>,
    },
  ];
  const limitValue = Number(limit);

  return (
    <section className={styles.page} aria-labelledby="billing-title" data-screen="billing">
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="billing-title">
          {l.title}
        </Heading>
        <Paragraph tone="muted">{l.description}</Paragraph>
      </div>
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={l.title}>
          {BILLING_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {l.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="spend" className={styles.panel}>
          <Card>
            <CardHeader>
              <CardTitle level={2}>{l.tabs.spend}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className={styles.lines} aria-label={l.tabs.spend}>
                <li className={styles.line}>
                  <span>{l.base}</span>
                  <span>{formatUsd(spend.baseUsd)}</span>
                </li>
                <li className={styles.line}>
                  <span>{l.seats(spend.paidSeats)}</span>
                  <span>{formatUsd(spend.seatsUsd)}</span>
                </li>
                <li className={styles.line}>
                  <span>{l.ai}</span>
                  <span>{formatUsd(spend.aiUsd)}</span>
                </li>
                <li className={styles.totalLine}>
                  <span>{l.total}</span>
                  <span>{formatUsd(spend.totalUsd)}</span>
                </li>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>{l.aiUsage}</CardTitle>
            </CardHeader>
            <CardContent className={styles.panel}>
              <ProgressBar
                label={l.aiSpent(
                  formatUsd(aiUsage.currentMonth),
                  formatUsd(aiUsage.budget),
                  formatUsd(aiUsage.remaining),
                )}
                value={aiUsage.currentMonth}
                max={aiUsage.budget}
                showValue
                tone={
                  aiState === 'disabled' ? 'error' : aiState === 'warning' ? 'warning' : 'primary'
                }
              />
              {aiState === 'warning' ? (
                <p role="status" className={styles.notice}>
                  {l.aiWarning}
                </p>
              ) : null}
              {aiState === 'disabled' ? (
                <p role="alert" className={styles.danger}>
                  {l.aiDisabled}
                </p>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>{l.seatsTitle}</CardTitle>
            </CardHeader>
            <CardContent className={styles.panel}>
              {reminders.map((seat) => (
                <p key={seat.email} role="status" className={styles.notice}>
                  {l.inactiveReminder(
                    seat.name,
                    seat.lastActiveDaysAgo,
                    formatUsd(seatDeactivationSaving(BILLING_SAMPLE_PLAN)),
                  )}
                </p>
              ))}
              <DataTable
                caption={l.seatsTitle}
                columns={seatColumns}
                rows={seats}
                getRowKey={(s) => s.email}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="history" className={styles.panel}>
          <DataTable
            caption={l.invoicesTitle}
            columns={invoiceColumns}
            rows={invoices}
            getRowKey={(i) => i.id}
          />
        </TabsContent>
        <TabsContent value="settings" className={styles.panel}>
          <Card>
            <CardContent className={styles.settings}>
              <NumberInput
                label={l.budgetLimit}
                hint={l.budgetLimitHint}
                value={limit}
                onChange={(event) => setLimit(event.target.value)}
              />
              <Paragraph>
                {l.budgetAgainstLimit(
                  formatUsd(spend.totalUsd),
                  Number.isFinite(limitValue) ? formatUsd(limitValue) : limit,
                )}
              </Paragraph>
              <Paragraph tone="muted">{l.aiRule}</Paragraph>
              <Paragraph tone="muted">{l.reminderRule}</Paragraph>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </section>
  );
}
