import { describe, expect, it } from 'vitest';
import { defaultProfileSettings, readProfileSettings } from './profile.ts';

describe('profile settings', () => {
  it('starts from the account name, Moscow, Russian and every notification on', () => {
    const settings = defaultProfileSettings('Анна');
    expect(settings).toMatchObject({ name: 'Анна', timezone: 'Europe/Moscow', language: 'ru' });
    expect(Object.values(settings.notifications).every(Boolean)).toBe(true);
  });

  it('reads back what was stored', () => {
    const stored = JSON.stringify({
      ...defaultProfileSettings('Анна'),
      phone: '+375291234567',
      timezone: 'Europe/London',
      language: 'uk',
    });
    expect(readProfileSettings(stored, 'x')).toMatchObject({
      name: 'Анна',
      phone: '+375291234567',
      timezone: 'Europe/London',
      language: 'uk',
    });
  });

  it('keeps the readable fields of a damaged record and defaults the rest', () => {
    const stored = JSON.stringify({ phone: '+7 900', timezone: 'Mars/Base', notifications: 5 });
    const settings = readProfileSettings(stored, 'Анна');
    expect(settings.phone).toBe('+7 900');
    expect(settings.timezone).toBe('Europe/Moscow');
    expect(settings.notifications.pushTeam).toBe(true);
    expect(readProfileSettings('{not json', 'Анна').name).toBe('Анна');
  });
});
