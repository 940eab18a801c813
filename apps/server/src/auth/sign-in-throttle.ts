// Sign-in throttling (issue 28): failed sign-ins are counted per account and per address; a
// successful one is not, and clears its account's count. Past the limit the attempt is refused
// before the password is even checked, with a Russian "try again in N min". With REDIS_URL the
// counts live in Redis, shared by every server process; otherwise each process keeps its own
// (docs/decisions/sign-in-throttling.md).
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from '../http/errors.ts';

/** Wrong passwords for one account before it is locked, and for how long (seconds). */
export const ACCOUNT_FAILURES = 5;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** The address limit's window (seconds); its count is the sign-in limit (AUTH_RATE_LIMIT, 10 by default). */
export const ADDRESS_WINDOW_SECONDS = 60;

export const throttleMessages = {
  accountLocked: (minutes: number) =>
    `Слишком много неудачных попыток входа в эту учётную запись. Повторите через ${minutes} мин.`,
  addressLocked: (seconds: number) =>
    `Слишком много неудачных попыток входа с вашего адреса. Повторите через ${seconds} с.`,
} as const;

export interface SignInThrottleOptions {
  /** Failed sign-ins per address and ADDRESS_WINDOW_SECONDS. */
  addressFailures: number;
  redis?: Redis;
  /** Key prefix in Redis (several deployments, or tests, on one Redis). */
  namespace?: string;
}

export interface SignInThrottle {
  /** Refuses (429) when the account or the address is locked. */
  check(email: string, address: string): Promise<void>;
  /** Counts a wrong e-mail or password against both. */
  failed(email: string, address: string): Promise<void>;
  /** The password was right: the account's count starts over (the address's does not). */
  succeeded(email: string): Promise<void>;
}

/** A Redis-backed limiter with a per-process one to fall back on while Redis is unreachable. */
function limiter(
  name: string,
  points: number,
  duration: number,
  options: SignInThrottleOptions,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.namespace ?? 'beautydesk-'}${name}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

const accountKey = (email: string) => email.trim().toLowerCase();
const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function locked(message: string, ms: number): HttpError {
  return new HttpError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) },
  });
}

/** Counts a point; being over the limit already is no error here (check refuses the next try). */
async function count(target: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await target.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

export function signInThrottle(options: SignInThrottleOptions): SignInThrottle {
  const accounts = limiter('sign-in-account-', ACCOUNT_FAILURES, ACCOUNT_WINDOW_SECONDS, options);
  const addresses = limiter(
    'sign-in-address-',
    options.addressFailures,
    ADDRESS_WINDOW_SECONDS,
    options,
  );
  return {
    async check(email, address) {
      const [account, from] = await Promise.all([
        accounts.get(accountKey(email)),
        addresses.get(address),
      ]);
      if (account && account.consumedPoints >= ACCOUNT_FAILURES) {
        throw locked(
          throttleMessages.accountLocked(minutesOf(account.msBeforeNext)),
          account.msBeforeNext,
        );
      }
      if (from && from.consumedPoints >= options.addressFailures) {
        const seconds = Math.max(1, Math.ceil(from.msBeforeNext / 1000));
        throw locked(throttleMessages.addressLocked(seconds), from.msBeforeNext);
      }
    },
    async failed(email, address) {
      await Promise.all([count(accounts, accountKey(email)), count(addresses, address)]);
    },
    async succeeded(email) {
      await accounts.delete(accountKey(email));
    },
  };
}
