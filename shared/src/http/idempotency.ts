/** The header under which each write names its user action (see the api's http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
