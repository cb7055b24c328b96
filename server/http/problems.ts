/** Errors with an HTTP status and a Spanish message, turned into responses by the error handler. */
import { hasErrors, type FieldErrors } from '../../domain/engine/validate';
import { errorMessages } from '../../domain/engine/messages';

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** What a refusal answers: its message, and its per-field messages when it has them. */
export const problemBody = ({ message, errors }: HttpProblem) =>
  errors ? { message, errors } : { message };

export const unprocessable = (errors: FieldErrors) =>
  new HttpProblem(422, firstMessage(errors) ?? errorMessages.invalidData, errors);

/** A 422 naming each field when any has a message; nothing when none has. */
export function refuseErrors(errors: FieldErrors) {
  if (hasErrors(errors)) throw unprocessable(errors);
}

function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors)[0]?.[0];
}
