// /public/booking/{studioId} and the widget (part 2 §2, §4, §5, §8): the studio header, the five step
// badges and the form, driven by the domain's public-booking machine. The same screen serves the
// staff app's public page and every widget mode. Nothing opens in a portal (the master list is the
// platform's <select>), so inside the widget's Shadow DOM root everything stays in that root.
import { useEffect, useRef, type FormEvent } from 'react';
import type {
  PublicBookingEvent,
  PublicBookingView,
} from '@beautydesk/domain/machines/public-booking-definition';
import { bookingTotal } from '@beautydesk/domain/rules/pricing';
import { publicBookingControls } from '@beautydesk/domain/rules/validation/public-booking';
import { telHref } from '@beautydesk/domain/rules/phone';
import { Button } from '../../../components/button/button.tsx';
import { NativeCheckbox } from '../../../components/checkbox/native-checkbox.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Input } from '../../../components/input/input.tsx';
import { NativeRadioGroup } from '../../../components/radio-group/native-radio-group.tsx';
import { NativeSelect } from '../../../components/select/native-select.tsx';
import { Stepper } from '../../../components/stepper/stepper.tsx';
import { PlainTextarea } from '../../../components/textarea/textarea.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { formatMoney, slotKey, slotLabel } from '../format.ts';
import { publicBookingLabelsRu, type PublicBookingLabels } from '../labels.ts';
import * as styles from '../public-booking.css.ts';

/** The public booking machine's XState snapshot (the page, the widget and the stories run the same machine). */
export type PublicBookingSnapshot = PublicBookingView;

const STEP_ORDER = ['contacts', 'services', 'master', 'time', 'submit'] as const;

export type PublicBookingScreenProps = {
  /**
   * The public-booking machine's snapshot. The page runs it with the public API calls
   * (`usePublicBooking`) and opens the success page when the machine ends (`redirect`, 2 s after
   * the message).
   */
  snapshot: PublicBookingSnapshot;
  send: (event: PublicBookingEvent) => void;
  /** The studio name's heading level: 1 on our page, 2 inside a studio's own site. */
  headingLevel?: 1 | 2;
  labels?: PublicBookingLabels;
};

export function PublicBookingScreen({
  snapshot,
  send,
  headingLevel = 1,
  labels: l = publicBookingLabelsRu,
}: PublicBookingScreenProps) {
  const context = snapshot.context;
  const Title = headingLevel === 1 ? 'h1' : 'h2';

  if (snapshot.hasTag('loadingStudio') || snapshot.matches('checkingStudioId')) {
    return (
      <section className={styles.page} aria-label={l.pageLabel} aria-busy="true">
        <SpinnerLine className={styles.loading} label={l.loading} />
      </section>
    );
  }

  if (snapshot.matches('studioError') || !context.studio) {
    return (
      <section className={styles.page} aria-label={l.pageLabel} data-screen="public-booking">
        <ErrorState
          title={context.errorMessage ?? l.errorTitle}
          retryLabel={l.retry}
          onRetry={context.studioId ? () => send({ type: 'RETRY' }) : undefined}
        />
        <div className={styles.section}>
          <p className={styles.muted}>{l.adviceTitle}</p>
          <ul className={styles.adviceList}>
            {l.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    );
  }

  return (
    <section
      className={styles.page}
      aria-labelledby="public-booking-studio"
      data-screen="public-booking"
    >
      <header className={styles.header}>
        <Title id="public-booking-studio" className={styles.studioName}>
          {context.studio.studio.name}
        </Title>
        {context.studio.licenseName ? (
          <p className={styles.muted}>{context.studio.licenseName}</p>
        ) : null}
        {context.studio.studio.address ? (
          <p className={styles.muted}>{context.studio.studio.address}</p>
        ) : null}
        {context.studio.studio.phone ? (
          <p className={styles.muted}>
            <a className={styles.phone} href={telHref(context.studio.studio.phone)}>
              {context.studio.studio.phone}
            </a>
          </p>
        ) : null}
        {context.studio.studio.description ? <p>{context.studio.studio.description}</p> : null}
      </header>
      <BookingForm
        snapshot={snapshot}
        send={send}
        labels={l}
        subheading={headingLevel === 1 ? 'h2' : 'h3'}
      />
    </section>
  );
}

function currentStep(snapshot: PublicBookingSnapshot): number {
  if (!snapshot.matches('form')) return STEP_ORDER.length - 1;
  const value = snapshot.value as { form?: { step?: string } };
  const index = STEP_ORDER.indexOf((value.form?.step ?? 'contacts') as (typeof STEP_ORDER)[number]);
  return index < 0 ? 0 : index;
}

function BookingForm({
  snapshot,
  send,
  labels: l,
  subheading: Subheading,
}: {
  subheading: 'h2' | 'h3';
  snapshot: PublicBookingSnapshot;
  send: (event: PublicBookingEvent) => void;
  labels: PublicBookingLabels;
}) {
  const context = snapshot.context;
  const studio = context.studio!;
  const submitting = snapshot.hasTag('submitting');
  const succeeded = snapshot.matches('succeeded') || snapshot.matches('redirect');
  const searching = snapshot.hasTag('searchingSlots');
  const locked = submitting || succeeded;
  // The domain decides which controls are usable; the screen only reads the answer.
  const controls = publicBookingControls({
    name: context.name,
    phone: context.phone,
    serviceIds: context.serviceIds,
    masterId: context.masterId,
    slot: context.slot,
    totalPrice: 0,
  });
  const price = bookingTotal(context);
  const slotsRef = useRef<HTMLDivElement>(null);

  // After a lost race the new slots arrive under the message: keep the keyboard user nearby.
  const listed = snapshot.matches({ form: { slots: 'listed' } });
  const wasSearching = useRef(false);
  useEffect(() => {
    if (searching) wasSearching.current = true;
    else if (wasSearching.current && listed) {
      wasSearching.current = false;
      const active = slotsRef.current?.getRootNode() as Document | ShadowRoot | undefined;
      if (!active?.activeElement || active.activeElement === document.body) {
        slotsRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      }
    }
  }, [searching, listed]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Stepper steps={l.steps} current={currentStep(snapshot)} aria-label={l.stepsLabel} />

      <fieldset className={styles.section} disabled={locked}>
        <legend className={styles.sectionTitle}>{l.contactsTitle}</legend>
        <div className={styles.fields}>
          <Input
            label={l.name}
            required
            autoComplete="name"
            value={context.name}
            onChange={(event) =>
              send({ type: 'SET_CONTACTS', contacts: { name: event.target.value } })
            }
          />
          <Input
            label={l.phone}
            required
            type="tel"
            autoComplete="tel"
            placeholder={l.phonePlaceholder}
            value={context.phone}
            onChange={(event) =>
              send({ type: 'SET_CONTACTS', contacts: { phone: event.target.value } })
            }
          />
          <Input
            label={l.email}
            type="email"
            autoComplete="email"
            value={context.email}
            onChange={(event) =>
              send({ type: 'SET_CONTACTS', contacts: { email: event.target.value } })
            }
          />
        </div>
      </fieldset>

      <fieldset
        className={styles.section}
        disabled={locked || !controls.servicesEnabled}
        aria-describedby={controls.servicesEnabled ? undefined : 'public-booking-services-hint'}
      >
        <legend className={styles.sectionTitle}>{l.servicesTitle}</legend>
        {controls.servicesEnabled ? null : (
          <p id="public-booking-services-hint" className={styles.hint}>
            {l.servicesLocked}
          </p>
        )}
        {studio.services.length === 0 ? (
          <p className={styles.hint}>{l.noServices}</p>
        ) : (
          <ul className={styles.serviceList}>
            {studio.services.map((service) => (
              <li key={service.id}>
                <NativeCheckbox
                  label={service.name}
                  description={`${l.minutes(service.durationMin)} · ${formatMoney(service.price, service.currency)}`}
                  checked={context.serviceIds.includes(service.id)}
                  disabled={locked || !controls.servicesEnabled}
                  onCheckedChange={() => send({ type: 'TOGGLE_SERVICE', serviceId: service.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className={styles.section}>
        <Subheading className={styles.sectionTitle}>{l.masterTitle}</Subheading>
        <NativeSelect
          label={l.master}
          placeholder={l.masterPlaceholder}
          hint={controls.masterEnabled ? undefined : l.masterLocked}
          disabled={locked || !controls.masterEnabled}
          value={context.masterId ?? ''}
          onValueChange={(masterId) => send({ type: 'SELECT_MASTER', masterId })}
          options={studio.masters.map((master) => ({
            value: master.id,
            label: master.specialization
              ? `${master.name} — ${master.specialization}`
              : master.name,
          }))}
        />
      </div>

      <div className={styles.section} ref={slotsRef}>
        <Subheading className={styles.sectionTitle}>{l.timeTitle}</Subheading>
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            loading={searching}
            disabled={locked || !controls.findSlotsEnabled}
            onClick={() => send({ type: 'FIND_SLOTS' })}
          >
            {l.findSlots}
          </Button>
        </div>
        {controls.findSlotsEnabled ? null : <p className={styles.hint}>{l.findSlotsLocked}</p>}
        {searching ? <SpinnerLine className={styles.loading} label={l.searching} /> : null}
        {context.slotsMessage ? (
          <p role="status" className={styles.hint}>
            {context.slotsMessage}
          </p>
        ) : null}
        {context.offeredSlots.length > 0 ? (
          <NativeRadioGroup
            label={l.slots}
            disabled={locked}
            value={context.slot ? slotKey(context.slot) : ''}
            onValueChange={(value) => {
              const slot = context.offeredSlots.find((offered) => slotKey(offered) === value);
              if (slot) send({ type: 'SELECT_SLOT', slot });
            }}
            options={context.offeredSlots.map((slot) => ({
              value: slotKey(slot),
              label: slotLabel(slot),
            }))}
          />
        ) : null}
      </div>

      <fieldset className={styles.section} disabled={locked}>
        <PlainTextarea
          label={l.notes}
          rows={2}
          value={context.notes}
          onChange={(event) => send({ type: 'SET_NOTES', notes: event.target.value })}
        />
      </fieldset>

      {context.errorMessage ? (
        <p role="alert" className={styles.message}>
          {context.errorMessage}
        </p>
      ) : null}
      {succeeded && context.successMessage ? (
        <p role="status" className={styles.success}>
          {context.successMessage}
        </p>
      ) : null}

      <div className={styles.footer}>
        <p className={styles.total}>
          {l.total}: {formatMoney(price.total, price.currency)}
        </p>
        <Button type="submit" loading={submitting} disabled={locked}>
          {submitting ? l.submitting : l.submit}
        </Button>
      </div>
    </form>
  );
}
