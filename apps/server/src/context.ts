// What the route modules share: the database, the token service, the mailer and the settings.
import type { Database, Db } from './db/database.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SignInThrottle } from './auth/sign-in-throttle.ts';
import type { AssistantSettings } from './tasks/assistant/types.ts';

/** Requests per minute and per client IP; false turns rate limiting off. */
export interface RateLimits {
  /** Failed sign-ins per minute and address (successes are not counted; auth/sign-in-throttle.ts). */
  login: number;
  register: number;
  refresh: number;
  /** Each public booking route (/public/studios/*); 60 when not given. */
  publicBooking?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 10, register: 10, refresh: 30 };

export interface AppContext {
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  environment: string;
  /** Registration waits for an e-mail confirmation. */
  emailConfirmation: boolean;
  /** Where the staff app is reached, for links in e-mails. */
  publicUrl: string;
  rateLimits: RateLimits | false;
  /** Failed sign-ins counted per account and address; null when rate limits are off. */
  signInThrottle: SignInThrottle | null;
  /** Which AI assistant answers the task chat (offline unless an OpenAI-compatible endpoint is set). */
  assistant: AssistantSettings;
  /** The instant now: studios' "today" and "now" are read from it in their own zones. */
  now: () => Date;
}
