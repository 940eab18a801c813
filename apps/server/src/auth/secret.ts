// The JWT signing key: JWT_SECRET, or a random one generated on first start and kept in the data folder.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'jwt-secret';

export function secretFromText(text: string, source: string): Uint8Array {
  const trimmed = text.trim();
  if (trimmed.length < MIN_SECRET_LENGTH) {
    throw new Error(`${source} must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return new TextEncoder().encode(trimmed);
}

/**
 * The key from `configured` (JWT_SECRET) when given; else the one stored in `dataDir` (created on
 * first start, readable by its owner only); else, with no folder (tests), a random one per process.
 */
export function loadJwtSecret(
  configured: string | undefined,
  dataDir: string | undefined,
): Uint8Array {
  if (configured) return secretFromText(configured, 'JWT_SECRET');
  if (!dataDir) return new TextEncoder().encode(randomBytes(48).toString('base64url'));
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      // Another instance created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return secretFromText(readFileSync(file, 'utf8'), file);
}
