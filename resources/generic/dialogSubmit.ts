import { HttpError } from 'react-admin';

/**
 * A dialog form's submit: sends, then `done`. A server 422 shows its messages on the inputs
 * (react-admin's form takes the returned errors); anything else stays the toast it already was.
 */
export async function sendOrFieldErrors(
  send: () => Promise<unknown>,
  done: () => void,
): Promise<object | undefined> {
  try {
    await send();
  } catch (error) {
    const errors =
      error instanceof HttpError ? (error.body as { errors?: object } | null)?.errors : null;
    return errors ?? undefined;
  }
  done();
  return undefined;
}
