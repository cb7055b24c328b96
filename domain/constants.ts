/** Business constants and limits of spec section 9. */
export const CLIENT_VERSION = '1.2.604';
export const AUTOUPDATE_SETTING = 10;
/** A newer server version is flagged at most once per this many milliseconds. */
export const AUTOUPDATE_FLAG_INTERVAL_MS = 10 * 60 * 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_DEFAULT_POSITION = 'ne';
export const SNACKBAR_DURATION_MS = 3000;
export const SNACKBAR_OFFSET = 20;
export const SNACKBAR_REMOVE_AFTER_MS = 300;
export const NOTIFICATION_RETRY_MS = 1000;
export const COPY_TOOLTIP_RESET_MS = 2000;
export const REQUEST_TIMEOUT_MS = 18_000_000;
export const STEP_CONNECTOR_DELAY_MS = 150;
export const SIDE_PANEL_DEFAULT_WIDTH = '50%';
export const LAZY_PART_TIMEOUT_MS = 120_000;
export const DEFAULT_LANGUAGE = 'es';
export const FALLBACK_LANGUAGE = 'es';
/** Headers read from every API response (spec section 7). */
export const VERSION_HEADER = 'x-app-version';
export const NOTIFICATION_HEADER = 'x-app-notification';
export const CLIENT_ID_HEADER = 'x-client-id';
/** Tooltips of the copy-to-clipboard button (spec 9), reset after COPY_TOOLTIP_RESET_MS. */
export const COPY_TOOLTIP_TEXT = 'Copiar texto';
export const COPIED_TOOLTIP_TEXT = 'Texto copiado!';

/** Most rows one list request may ask for; bigger reads go page by page. */
export const MAX_PAGE_SIZE = 5000;
/** Lists above this many rows export in the background, into Descargas (issue 11). */
export const EXPORT_JOB_THRESHOLD = 10_000;

/**
 * Quoting (issue 13 section 4, our choice: the spec fixes no figure): an insurer still silent
 * after this long shows as "demorada" (803); one without a web service of its own waits at most
 * QUOTE_TIMEOUT_MS before its quote is "no cotizada" (805) with a retry.
 */
export const QUOTE_DELAYED_AFTER_MS = 3000;
export const QUOTE_TIMEOUT_MS = 30_000;
