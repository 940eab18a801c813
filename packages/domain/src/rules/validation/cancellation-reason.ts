// Cancellation reason rules (part 2 §5): required, trimmed, 3 to 500 characters.
import { cancellationMessages as m } from '../../messages/appointments.ts';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_MIN } from '../../schemas/appointments.ts';
import { toResult, type ValidationResult } from './common.ts';

/** Lengths are counted after trimming, in UTF-16 units like the input's maxlength. */
export function validateCancellationReason(reason: string): ValidationResult<'reason'> {
  const length = reason.trim().length;
  if (length === 0) return toResult({ reason: m.reasonRequired });
  if (length < CANCELLATION_REASON_MIN) return toResult({ reason: m.reasonTooShort });
  if (length > CANCELLATION_REASON_MAX) return toResult({ reason: m.reasonTooLong });
  return toResult({});
}

/** The reason sent with POST /appointments/{id}/cancel. */
export function prepareCancellationReason(reason: string): { cancellation_reason: string } {
  return { cancellation_reason: reason.trim() };
}
