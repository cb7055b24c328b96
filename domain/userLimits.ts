/**
 * What one person may pile up (issue 28 item 11: one user kept 61 drafts of 200 KB, a supervisor
 * queued 40 exports in 5 s). Past a cap the server answers 429 with these messages.
 */

/** Unfinished wizard drafts per user, across every flow. */
export const MAX_DRAFTS_PER_USER = 50;
/** A draft nobody saved for this long is deleted by the nightly job. */
export const DRAFT_RETENTION_DAYS = 30;
/** Exports queued or running at once per user. */
export const MAX_PENDING_EXPORTS_PER_USER = 5;

export const userLimitMessages = {
  tooManyDrafts: `Tenés ${MAX_DRAFTS_PER_USER} borradores sin terminar. Terminá o descartá alguno para empezar otro; los que no tocás en ${DRAFT_RETENTION_DAYS} días se borran solos.`,
  tooManyExports: `Ya tenés ${MAX_PENDING_EXPORTS_PER_USER} exportaciones en preparación. Esperá a que termine alguna para pedir otra.`,
} as const;
