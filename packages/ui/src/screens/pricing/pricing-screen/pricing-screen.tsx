// /pricing (part 2 §2, §4, §9): back link home, the three plan cards (Studio 'Популярный'), cost examples,
// the calculator and the FAQ. Every figure is computed by the domain's plan rules, none is typed here.
import { pricingExampleTexts } from '@beautydesk/domain/messages/billing';
import {
  BILLING_MONTH_DAYS,
  formatUsd,
  monthlyTotal,
  paidSeats,
  PLAN_IDS,
  PLANS,
  PRICING_EXAMPLES,
  type MonthlyBill,
} from '@beautydesk/domain/rules/plans';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { CostCalculator } from '../cost-calculator/cost-calculator.tsx';
import { pricingLabels as l } from '../labels.ts';
import { PlanCard } from '../plan-card/plan-card.tsx';
import * as styles from '../pricing.css.ts';
import { pricingFaq } from './faq.ts';

export type PricingScreenProps = {
  onNavigate: (path: string) => void;
  /** Where the back link goes. */
  homePath?: string;
};

/**
 * A cost example's line: its scenario and the figures behind the total, all from the plan rules. An
 * example with a seat added mid-month continues the one before it, so it shows what that seat adds.
 */
function exampleText(example: (typeof PRICING_EXAMPLES)[number]): string {
  const bill: MonthlyBill = example.bill;
  const plan = PLANS[bill.plan];
  const seat = formatUsd(plan.seatMonthlyUsd);
  const prorated = bill.proratedSeatDays ?? [];
  const figures =
    prorated.length > 0
      ? prorated.map((days) => l.exampleProrated(days, seat, BILLING_MONTH_DAYS)).join(' + ')
      : l.exampleSeats(formatUsd(plan.baseMonthlyUsd), paidSeats(bill.activeUsers), seat);
  return l.example(pricingExampleTexts[example.id], figures);
}

export function PricingScreen({ onNavigate, homePath = '/landing' }: PricingScreenProps) {
  return (
    <main className={styles.page} data-screen="pricing" aria-labelledby="pricing-title">
      <NavLink href={homePath} onNavigate={onNavigate}>
        {l.back}
      </NavLink>
      <div className={styles.headerText}>
        <Heading level={1} size="2xl" id="pricing-title">
          {l.title}
        </Heading>
        <Paragraph tone="muted">{l.intro}</Paragraph>
      </div>
      <ul className={styles.plans} aria-label={l.plansList}>
        {PLAN_IDS.map((id) => (
          <li key={id}>
            <PlanCard plan={PLANS[id]} onNavigate={onNavigate} titleLevel={2} />
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="pricing-examples">
        <Heading level={2} size="lg" id="pricing-examples">
          {l.examples}
        </Heading>
        <Paragraph tone="muted">{l.examplesIntro}</Paragraph>
        <ul className={styles.examples}>
          {PRICING_EXAMPLES.map((example) => (
            <li key={example.id} className={styles.exampleRow}>
              <span>{exampleText(example)}</span>
              <span className={styles.exampleTotal}>
                {l.exampleTotal(formatUsd(monthlyTotal(example.bill)))}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <CostCalculator />
      <section className={styles.section} aria-labelledby="pricing-faq">
        <Heading level={2} size="lg" id="pricing-faq">
          {l.faq}
        </Heading>
        <div className={styles.faqList}>
          {pricingFaq().map((entry) => (
            <details key={entry.question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{entry.question}</summary>
              <p className={styles.faqAnswer}>{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
