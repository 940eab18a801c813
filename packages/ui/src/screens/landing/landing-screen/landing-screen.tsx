// /landing (part 2 §1, §2): BeautyDesk as an AI-first CRM for salons, its features, the plans from the same
// plan rules as /pricing, and the ways on: /pricing and /dashboard.
import { clsx } from 'clsx';
import { PLAN_IDS, PLANS } from '@beautydesk/domain/rules/plans';
import { buttonVariants } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { visuallyHidden } from '../../../theme/base.css.ts';
import { PlanCard } from '../../pricing/plan-card/plan-card.tsx';
import * as pricingStyles from '../../pricing/pricing.css.ts';
import { NavLink } from '../../shell/nav-link.tsx';
import * as styles from '../landing.css.ts';
import { landingLabels as l } from '../labels.ts';

export type LandingScreenProps = {
  onNavigate: (path: string) => void;
  productName?: string;
};

export function LandingScreen({ onNavigate, productName = 'BeautyDesk' }: LandingScreenProps) {
  const link = (href: string, label: string, variant: 'primary' | 'secondary' | 'ghost') => (
    <NavLink href={href} onNavigate={onNavigate} className={buttonVariants({ variant })}>
      {label}
    </NavLink>
  );
  return (
    <div className={styles.root} data-screen="landing">
      <header className={styles.header}>
        <span className={styles.brand}>{productName}</span>
        <nav aria-label={l.nav}>
          <ul className={styles.navList}>
            <li>{link('/pricing', l.pricingLink, 'ghost')}</li>
            <li>{link('/dashboard', l.signIn, 'secondary')}</li>
          </ul>
        </nav>
      </header>
      <main className={styles.root}>
        <section className={clsx(styles.section, styles.hero)} aria-labelledby="landing-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{l.eyebrow}</p>
            <Heading level={1} size="2xl" id="landing-title">
              {l.title}
            </Heading>
            <Paragraph>{l.lead}</Paragraph>
            <div className={styles.actions}>
              {link('/pricing', l.toPricing, 'primary')}
              {link('/dashboard', l.toDashboard, 'secondary')}
            </div>
          </div>
          <Card variant="elevated" role="figure" aria-labelledby="landing-chat-title">
            <CardHeader>
              <CardTitle level={2} id="landing-chat-title">
                {l.chatTitle}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className={styles.chat}>
                {l.chat.map((message, index) => (
                  <li
                    key={index}
                    className={
                      message.from === 'admin' ? styles.adminBubble : styles.assistantBubble
                    }
                  >
                    <span className={visuallyHidden}>{`${l.chatRoles[message.from]}: `}</span>
                    {message.text}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </section>
        <section className={styles.section} aria-labelledby="landing-features">
          <Heading level={2} size="xl" id="landing-features">
            {l.featuresTitle}
          </Heading>
          <ul className={styles.features}>
            {l.features.map((feature) => (
              <li key={feature.title}>
                <Card variant="outlined">
                  <CardHeader>
                    <CardTitle level={3}>{feature.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <Paragraph tone="muted">{feature.text}</Paragraph>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="landing-pricing">
          <Heading level={2} size="xl" id="landing-pricing">
            {l.pricingTitle}
          </Heading>
          <Paragraph tone="muted">{l.pricingLead}</Paragraph>
          <ul className={pricingStyles.plans} aria-label={l.pricingLink}>
            {PLAN_IDS.map((id) => (
              <li key={id}>
                <PlanCard plan={PLANS[id]} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
          <div className={styles.actions}>{link('/pricing', l.pricingMore, 'secondary')}</div>
        </section>
      </main>
      <footer className={styles.footer}>{l.footer}</footer>
    </div>
  );
}
