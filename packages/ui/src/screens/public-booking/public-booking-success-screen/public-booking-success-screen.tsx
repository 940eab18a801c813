// /public/booking/success (part 2 §2): the short number, the studio, 'Ожидает подтверждения', book
// again and what happens next. Also the widget's last step.
import { forwardRef } from 'react';
import { shortAppointmentNumber } from '@beautydesk/domain/rules/appointment-number';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { publicBookingLabelsRu, type PublicBookingLabels } from '../labels.ts';
import * as styles from '../public-booking.css.ts';

export type PublicBookingSuccessScreenProps = {
  appointmentId: string;
  /** Null while the studio's name is loading or when it could not be read. */
  studioName: string | null;
  /** Whether 'book again' leads back to the studio's page (a studio is known) or home. */
  hasStudio: boolean;
  onBookAgain: () => void;
  headingLevel?: 1 | 2;
  labels?: PublicBookingLabels;
};

export const PublicBookingSuccessScreen = forwardRef<
  HTMLHeadingElement,
  PublicBookingSuccessScreenProps
>(function PublicBookingSuccessScreen(
  {
    appointmentId,
    studioName,
    hasStudio,
    onBookAgain,
    headingLevel = 1,
    labels: l = publicBookingLabelsRu,
  },
  headingRef,
) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section
      className={styles.page}
      aria-labelledby="public-booking-success-title"
      data-screen="public-booking-success"
    >
      <Title
        id="public-booking-success-title"
        ref={headingRef}
        tabIndex={-1}
        className={styles.studioName}
      >
        {l.successTitle}
      </Title>
      <dl className={styles.details}>
        <dt className={styles.term}>{l.appointmentNumber}</dt>
        <dd className={styles.definition}>{shortAppointmentNumber(appointmentId)}</dd>
        {studioName ? (
          <>
            <dt className={styles.term}>{l.studio}</dt>
            <dd className={styles.definition}>{studioName}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{l.status}</dt>
        <dd className={styles.definition}>
          <Badge variant="warning">{l.awaitingConfirmation}</Badge>
        </dd>
      </dl>
      <div className={styles.section}>
        <Subheading className={styles.sectionTitle}>{l.whatNextTitle}</Subheading>
        <ul className={styles.adviceList}>
          {l.whatNext.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button onClick={onBookAgain}>{hasStudio ? l.bookAgain : l.toHome}</Button>
      </div>
    </section>
  );
});
