/**
 * What a request log line says about the request: method, path and client, with any secret in
 * the path masked (a visit to `/password/reset/{token}` must not put the token in the logs).
 * Headers and bodies are never logged (they carry bearer tokens and passwords).
 */
import { maskSecretText } from '../../domain/engine/secrets';

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

export function requestLogFields(request: LoggedRequest) {
  return { method: request.method, url: maskSecretText(request.url), ip: request.ip };
}

export const loggerOptions = (level: string) => ({
  level,
  serializers: { req: requestLogFields },
});
