// The profile kept in this browser, one record per user (part 2 §2: local only, nothing is sent).
import { readProfileSettings, type ProfileSettings } from '@beautydesk/domain/schemas/profile';

const keyFor = (userId: string) => `beautydesk.profile.${userId}`;

export function loadProfile(userId: string, fallbackName: string | null): ProfileSettings {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(keyFor(userId));
  } catch {
    // Storage blocked (private mode, policy): the defaults still let the page work.
  }
  return readProfileSettings(stored, fallbackName);
}

/** False when the browser refused to store it (quota, policy). */
export function saveProfile(userId: string, settings: ProfileSettings): boolean {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
