/**
 * Pure response rules of spec sections 7 and 8, kept apart from fetch so they are unit tested:
 * unwrapping, the error text, silencing, and 422 errors in react-admin's form shape.
 */
import { errorMessages } from '../domain/engine/messages';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{data, success}` without `meta` is a wrapper: the caller gets `data`. */
export function unwrapBody(body: unknown): unknown {
  if (isObject(body) && 'data' in body && 'success' in body && !('meta' in body)) return body.data;
  return body;
}

const nonEmptyText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The danger toast's text: the first non-empty of the response data (when it is text), its
 * message, error_message, error, or error.message; else the generic texts of spec section 8.
 */
export function errorText(status: number | null, body: unknown): string {
  const candidates: unknown[] = [body];
  if (isObject(body)) {
    candidates.push(
      body.message,
      body.error_message,
      body.error,
      isObject(body.error) ? body.error.message : undefined,
    );
  }
  for (const candidate of candidates) {
    const text = nonEmptyText(candidate);
    if (text) return text;
  }
  return status ? `${errorMessages.responseError} ${status}` : errorMessages.clientFallback;
}

/** The hideMessage flag silences the global toast; it may sit in the config, the data or the message. */
export function isSilenced(options: { hideMessage?: boolean } | undefined, body: unknown): boolean {
  if (options?.hideMessage) return true;
  if (!isObject(body)) return false;
  const message = body.message;
  return (
    body.hideMessage === true ||
    (isObject(body.data) && body.data.hideMessage === true) ||
    (isObject(message) && message.hideMessage === true)
  );
}

/** `{field: ['a', 'b']}` → `{field: 'a b'}`: react-admin shows one string under each field. */
export function formErrors(body: unknown): Record<string, string> | null {
  if (!isObject(body) || !isObject(body.errors)) return null;
  return Object.fromEntries(
    Object.entries(body.errors).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.join(' ') : String(messages),
    ]),
  );
}

/** A success toast shows when a successful response carries a message. */
export function successMessage(body: unknown): string | null {
  return isObject(body) ? nonEmptyText(body.message) : null;
}
