import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANCELLATION_REASON_MAX } from '../../schemas/appointments.ts';
import { prepareCancellationReason, validateCancellationReason } from './cancellation-reason.ts';

const printable = fc.string({ unit: 'grapheme-ascii' });
const padding = fc.stringMatching(/^[ \t\n]{0,5}$/);

describe('validateCancellationReason', () => {
  it('requires a reason', () => {
    expect(validateCancellationReason('   ')).toEqual({
      valid: false,
      errors: { reason: 'Причина отмены обязательна для заполнения' },
    });
  });

  it('wants at least 3 characters after trimming', () => {
    expect(validateCancellationReason('  ab  ').errors).toEqual({
      reason: 'Причина отмены должна содержать минимум 3 символа',
    });
    expect(validateCancellationReason('abc').valid).toBe(true);
  });

  it('allows at most 500 characters after trimming', () => {
    expect(validateCancellationReason('я'.repeat(CANCELLATION_REASON_MAX)).valid).toBe(true);
    expect(validateCancellationReason(`  ${'я'.repeat(CANCELLATION_REASON_MAX)}  `).valid).toBe(
      true,
    );
    expect(validateCancellationReason('я'.repeat(CANCELLATION_REASON_MAX + 1)).errors).toEqual({
      reason: 'Причина отмены не должна превышать 500 символов',
    });
  });

  it('judges a padded reason like its trimmed self', () => {
    fc.assert(
      fc.property(printable, padding, padding, (reason, before, after) => {
        expect(validateCancellationReason(before + reason + after)).toEqual(
          validateCancellationReason(reason.trim()),
        );
      }),
    );
  });

  it('accepts any text of 3 to 500 characters after trimming', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 3, maxLength: 500 }).filter((text) => {
          const length = text.trim().length;
          return length >= 3 && length <= 500;
        }),
        (reason) => validateCancellationReason(reason).valid,
      ),
    );
  });
});

describe('prepareCancellationReason', () => {
  it('sends the trimmed reason', () => {
    expect(prepareCancellationReason('  Клиент заболел \n')).toEqual({
      cancellation_reason: 'Клиент заболел',
    });
  });
});
