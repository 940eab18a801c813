// The access token's claims (part 1 §3) checked by hand, without zod: the staff app's entry reads
// them on every page, /login and the public booking page included, which paint and hydrate without
// zod (issue 18). The reader answers exactly what claimsSchema in auth.ts answers (the same output,
// or null where zod fails); the test beside this file runs both on the same fixtures.
// Only types are imported from the zod modules: importing a value would bring zod with it.
import type { Claims } from './auth.ts';
import {
  attempt,
  boolean,
  fields,
  integer,
  nullish,
  number,
  oneOf,
  orDefault,
  string,
  type Unknown,
} from './checks.ts';
import { DEFAULT_SCOPE_TYPE } from './values.ts';

/** A decoded token payload: claimsSchema (accessTokenClaimsSchema and sub, exp, iat). */
export function readClaims(payload: Unknown): Claims {
  const claim = fields(payload, 'claims');
  const text = nullish(string);
  return {
    scope_type: claim('scope_type', orDefault(string, DEFAULT_SCOPE_TYPE)),
    scope_ref: claim('scope_ref', text),
    perms_hash: claim('perms_hash', text),
    perms_version: claim('perms_version', orDefault(integer, 1)),
    imp_session: claim('imp_session', text),
    imp_mode: claim('imp_mode', nullish(oneOf(['safe', 'god']))),
    imp_target: claim('imp_target', text),
    lic: claim('lic', text),
    license_id: claim('license_id', text),
    plat: claim('plat', text),
    brole: claim('brole', text),
    safe: claim('safe', nullish(boolean)),
    sub: claim('sub', text),
    exp: claim('exp', nullish(number)),
    iat: claim('iat', nullish(number)),
  };
}

/** readClaims, or null when the payload is no claims object. */
export function claimsOf(payload: Unknown): Claims | null {
  return attempt(() => readClaims(payload));
}
