import { flag, listOf, oneOf, orNull, type ShapeOf, rowOf, sqlNumber, text } from '../kit/answerShape.ts';

/**
 * The credential store's rows as the admin reads them (`credentials`, `credential_calls`,
 * `credential_usage_daily`, `partners`), each type written once as its shape. A credential's
 * hash is never selected: not even the admin's session may read it back.
 */

export const credential = rowOf({
  id: text,
  kind: oneOf(['mcp', 'api']),
  name: text,
  partner_id: orNull(text),
  hint: text,
  scopes: listOf(text),
  expires_at: orNull(text),
  revoked_at: orNull(text),
  last_used_at: orNull(text),
  rate_per_minute: sqlNumber,
  monthly_quota: orNull(sqlNumber),
  rotated_from: orNull(text),
  purpose: oneOf(['client', 'console']),
  created_at: text,
  is_sample: flag,
});
export type Credential = ShapeOf<typeof credential>;

export const credentialCall = rowOf({
  id: sqlNumber,
  credential_id: text,
  at: text,
  surface: oneOf(['mcp', 'api']),
  operation: text,
  status: sqlNumber,
  duration_ms: sqlNumber,
  error: orNull(text),
});
export type CredentialCall = ShapeOf<typeof credentialCall>;

export const usageDay = rowOf({
  credential_id: text,
  day: text,
  operation: text,
  calls: sqlNumber,
  errors: sqlNumber,
  limited: sqlNumber,
  total_ms: sqlNumber,
});
export type UsageDay = ShapeOf<typeof usageDay>;

export const partner = rowOf({
  id: text,
  name: text,
  website: orNull(text),
  contact_email: orNull(text),
  notes: text,
  created_at: text,
  is_sample: flag,
});
export type Partner = ShapeOf<typeof partner>;
