import { describe, expect, it } from 'vitest';
import { publicBookingMessages } from '../messages/public-booking.ts';
import { bookingErrorMessage, errorText, studioLoadErrorMessage } from './errors.ts';

describe('errorText', () => {
  it("takes an error's message, else the fallback", () => {
    expect(errorText(new Error('Время занято'), 'x')).toBe('Время занято');
    expect(errorText(new Error(''), 'Произошла неизвестная ошибка')).toBe(
      'Произошла неизвестная ошибка',
    );
    expect(errorText({ message: 'not an Error' }, 'fallback')).toBe('fallback');
    expect(errorText(undefined, 'fallback')).toBe('fallback');
  });
});

describe('public booking failures', () => {
  it('studioLoadErrorMessage reads the status of any error shape', () => {
    expect(studioLoadErrorMessage({ status: 404 })).toBe(publicBookingMessages.studioNotFound);
    expect(studioLoadErrorMessage(new Error('timeout'))).toBe(
      publicBookingMessages.studioLoadFailed,
    );
    expect(studioLoadErrorMessage(undefined)).toBe(publicBookingMessages.studioLoadFailed);
    expect(studioLoadErrorMessage(null)).toBe(publicBookingMessages.studioLoadFailed);
  });

  it('bookingErrorMessage takes only a non-blank detail', () => {
    expect(bookingErrorMessage({ detail: 'Слот занят' })).toBe('Слот занят');
    expect(bookingErrorMessage({ detail: '  ' })).toBe(publicBookingMessages.bookingFailed);
    expect(bookingErrorMessage(new Error('x'))).toBe(publicBookingMessages.bookingFailed);
    expect(bookingErrorMessage(null)).toBe(publicBookingMessages.bookingFailed);
  });
});
