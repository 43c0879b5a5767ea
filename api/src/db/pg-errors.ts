/** SQLSTATE of a database error (pg and PGlite both expose `code`). */
export const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;

/** Name of the constraint a database error names (pg and PGlite both expose `constraint`). */
export const constraintOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { constraint?: unknown }).constraint === 'string'
    ? (error as { constraint: string }).constraint
    : undefined;

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';
/** ON DELETE RESTRICT refusing a delete (23001); NO ACTION answers 23503 instead. */
export const isRestrictViolation = (error: unknown): boolean => sqlState(error) === '23001';
/** An EXCLUDE constraint refusing a row (e.g. two appointments of one doctor at the same time). */
export const isExclusionViolation = (error: unknown): boolean => sqlState(error) === '23P01';
/**
 * A serialisation failure (40001) or deadlock (40P01): PostgreSQL rolled the transaction back and
 * running it again is the documented remedy.
 */
export const isRetryableTransactionError = (error: unknown): boolean => ['40001', '40P01'].includes(sqlState(error) ?? '');
