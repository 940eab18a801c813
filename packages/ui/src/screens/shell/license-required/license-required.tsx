// The protected layout for a user without a license (part 1 §2): 'License Required' with a refresh button, and a way to create one.
import { navigationLabels, navigationMessages } from '@beautydesk/domain/messages/navigation';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './license-required.css.ts';

export type LicenseRequiredProps = {
  /** Reloads the session (a license granted meanwhile arrives with a fresh token). */
  onRefresh: () => void;
  refreshing?: boolean;
  /** Goes on to create the caller's own license; without it there is no such button. */
  onCreateLicense?: () => void;
  /** Why the last refresh failed. */
  error?: string | null;
};

export function LicenseRequired({
  onRefresh,
  refreshing = false,
  onCreateLicense,
  error,
}: LicenseRequiredProps) {
  return (
    <div data-slot="license-required" className={styles.root}>
      <Card variant="elevated" className={styles.card}>
        <Heading level={1} size="xl">
          {navigationMessages.licenseRequired}
        </Heading>
        <Paragraph tone="muted">{shellTexts.licenseRequiredText}</Paragraph>
        {error ? (
          <Paragraph role="alert" size="sm">
            {error}
          </Paragraph>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
            {navigationLabels.licenseRefresh}
          </Button>
          {onCreateLicense ? (
            <Button disabled={refreshing} onClick={onCreateLicense}>
              {shellTexts.createLicense}
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
