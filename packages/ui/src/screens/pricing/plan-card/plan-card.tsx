// One plan as the pricing page and the landing show it: price, seat price, studios, what is included, its button.
import { clsx } from 'clsx';
import { formatUsd, type Plan } from '@beautydesk/domain/rules/plans';
import { Badge } from '../../../components/badge/badge.tsx';
import { buttonVariants } from '../../../components/button/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/card/card.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { pricingLabels as l } from '../labels.ts';
import * as styles from '../pricing.css.ts';

export type PlanCardProps = {
  plan: Plan;
  onNavigate: (path: string) => void;
  /** The card title's level in the page outline. */
  titleLevel?: 2 | 3;
};

export function PlanCard({ plan, onNavigate, titleLevel = 3 }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      variant={plan.popular ? 'elevated' : 'outlined'}
      className={clsx(styles.planCard, plan.popular && styles.planPopular)}
      aria-labelledby={titleId}
      role="group"
      data-plan={plan.id}
    >
      <CardHeader>
        <div className={styles.planHead}>
          <CardTitle level={titleLevel} id={titleId}>
            {plan.name}
          </CardTitle>
          {plan.popular ? <Badge variant="primary">{l.popular}</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className={styles.planBody}>
        <p className={styles.price}>
          {formatUsd(plan.baseMonthlyUsd)}
          <span className={styles.priceUnit}>{l.perMonth}</span>
        </p>
        <ul className={styles.featureList}>
          <li>{l.seat(formatUsd(plan.seatMonthlyUsd))}</li>
          <li>{l.studios(plan.maxStudios)}</li>
          <li>{l.ownerFree}</li>
          <li>{l.unlimitedClients}</li>
          {l.features[plan.id].map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <NavLink
          href={plan.href}
          onNavigate={onNavigate}
          className={buttonVariants({
            variant: plan.popular ? 'primary' : 'secondary',
            fullWidth: true,
          })}
        >
          {l.choose[plan.id]}
        </NavLink>
      </CardFooter>
    </Card>
  );
}
