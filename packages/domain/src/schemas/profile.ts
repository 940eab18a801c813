// The profile kept in the browser (part 2 §2 "Profile", §3 "Profile (local)"): its fields, choices and defaults.
import { z } from 'zod';

export const PROFILE_TIMEZONES = [
  'Europe/Moscow',
  'Europe/Kiev',
  'Europe/London',
  'America/New_York',
] as const;
export type ProfileTimezone = (typeof PROFILE_TIMEZONES)[number];

export const PROFILE_LANGUAGES = ['ru', 'en', 'uk'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const NOTIFICATION_FLAGS = [
  'emailBookings',
  'emailReminders',
  'emailReports',
  'pushBookings',
  'pushReminders',
  'pushTeam',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export const profileNotificationsSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean().catch(true)])) as Record<
    NotificationFlag,
    z.ZodCatch<z.ZodBoolean>
  >,
);
export type ProfileNotifications = z.infer<typeof profileNotificationsSchema>;

/** What the browser stores per user. A damaged field falls back to its default instead of losing the rest. */
export const profileSettingsSchema = z.object({
  name: z.string().catch(''),
  phone: z.string().catch(''),
  position: z.string().catch(''),
  timezone: z.enum(PROFILE_TIMEZONES).catch('Europe/Moscow'),
  language: z.enum(PROFILE_LANGUAGES).catch('ru'),
  notifications: profileNotificationsSchema.catch(
    () => Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, true])) as ProfileNotifications,
  ),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** A new user's profile: their account name, Moscow time, Russian, every notification on. */
export function defaultProfileSettings(name: string | null | undefined): ProfileSettings {
  return profileSettingsSchema.parse({ name: name ?? '' });
}

/** Reads what was stored (JSON text or null); anything unreadable gives the defaults. */
export function readProfileSettings(
  stored: string | null,
  fallbackName: string | null | undefined,
): ProfileSettings {
  const defaults = defaultProfileSettings(fallbackName);
  if (!stored) return defaults;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return defaults;
    return profileSettingsSchema.parse({ ...defaults, ...value });
  } catch {
    return defaults;
  }
}
