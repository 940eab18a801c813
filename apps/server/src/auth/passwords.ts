// Password hashing: argon2id (the library's default algorithm) with its recommended cost parameters.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the e-mail is unknown, so a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, burns the same time and says false. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not a real password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
