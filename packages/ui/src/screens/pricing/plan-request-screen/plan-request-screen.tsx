// /payment?plan=solo|studio and /contact?plan=network: pages the spec links but does not show. A visitor
// sees the chosen plan's summary and how to reach us (docs/decisions/); nothing is charged online yet.
import { clsx } from 'clsx';
import { formatUsd, PLAN_IDS, PLANS, type PlanId } from '@beautydesk/domain/rules/plans';
import { telHref } from '@beautydesk/domain/rules/phone';
import { buttonVariants } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { planRequestLabels as l, pricingLabels } from '../labels.ts';
import * as styles from '../pricing.css.ts';

export const PLAN_REQUEST_KINDS = ['payment', 'contact'] as const;
export type PlanRequestKind = (typeof PLAN_REQUEST_KINDS)[number];

export type PlanRequestScreenProps = {
  kind: PlanRequestKind;
  /** The `plan` query parameter as given (anything, or null). */
  plan: string | null;
  onNavigate: (path: string) => void;
};

function knownPlan(plan: string | null): PlanId | null {
  return (PLAN_IDS as readonly (string | null)[]).includes(plan) ? (plan as PlanId) : null;
}

export function PlanRequestScreen({ kind, plan, onNavigate }: PlanRequestScreenProps) {
  const id = knownPlan(plan);
  const chosen = id ? PLANS[id] : null;
  const email = kind === 'payment' ? l.billingEmail : l.salesEmail;
  // Network is sold through a manager: its card links to /contact, and so does /payment if asked for it.
  const needsContact = kind === 'payment' && chosen !== null && chosen.href.startsWith('/contact');

  return (
    <main className={styles.page} data-screen={`plan-${kind}`} aria-labelledby="plan-request-title">
      <NavLink href="/pricing" onNavigate={onNavigate}>
        ← {l.toPricing}
      </NavLink>
      {chosen === null ? (
        <div className={styles.headerText}>
          <Heading level={1} size="xl" id="plan-request-title">
            {l.unknownPlan}
          </Heading>
          <Paragraph tone="muted">{l.unknownPlanText}</Paragraph>
          <div className={styles.actions}>
            <NavLink
              href="/pricing"
              onNavigate={onNavigate}
              className={buttonVariants({ variant: 'primary' })}
            >
              {l.toPricing}
            </NavLink>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.headerText}>
            <Heading level={1} size="xl" id="plan-request-title">
              {kind === 'payment' ? l.paymentTitle(chosen.name) : l.contactTitle(chosen.name)}
            </Heading>
            <Paragraph tone="muted">
              {needsContact
                ? l.networkByContact
                : kind === 'payment'
                  ? l.paymentText
                  : l.contactText}
            </Paragraph>
          </div>
          <Card variant="outlined" role="region" aria-labelledby="plan-summary">
            <CardHeader>
              <CardTitle level={2} id="plan-summary">
                {`${l.summary}: ${chosen.name}`}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className={styles.featureList}>
                <li>{`${formatUsd(chosen.baseMonthlyUsd)} ${pricingLabels.perMonth}`}</li>
                <li>{pricingLabels.seat(formatUsd(chosen.seatMonthlyUsd))}</li>
                <li>{pricingLabels.studios(chosen.maxStudios)}</li>
                <li>{pricingLabels.ownerFree}</li>
              </ul>
            </CardContent>
          </Card>
          <Card variant="filled" role="region" aria-labelledby="plan-contacts">
            <CardHeader>
              <CardTitle level={2} id="plan-contacts">
                {l.howToReach}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className={styles.contacts}>
                <li>
                  {`${l.email}: `}
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent(`BeautyDesk ${chosen.name}`)}`}
                  >
                    {email}
                  </a>
                </li>
                <li>
                  {`${l.phone}: `}
                  <a href={telHref(l.phoneNumber)}>{l.phoneNumber}</a>
                </li>
                <li>{l.hours}</li>
              </ul>
            </CardContent>
          </Card>
          <div className={styles.actions}>
            {needsContact ? (
              <NavLink
                href={chosen.href}
                onNavigate={onNavigate}
                className={buttonVariants({ variant: 'primary' })}
              >
                {l.toContact}
              </NavLink>
            ) : (
              <NavLink
                href="/login"
                onNavigate={onNavigate}
                className={clsx(buttonVariants({ variant: 'primary' }))}
              >
                {l.signIn}
              </NavLink>
            )}
          </div>
        </>
      )}
    </main>
  );
}
