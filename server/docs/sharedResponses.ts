/**
 * The answers many operations give alike (401, 403, 503, a list's 304…) written once, under
 * `components/responses`, and cited by `$ref` from each operation. Routes declare them inline
 * (server/contract/responses.ts), which is what Fastify needs; repeated in each of some 700
 * operations they were a quarter of the document (2.1 → 1.6 MB), and Swagger UI walks every
 * byte of it before it draws the page.
 */
import { STATUS_CODES } from 'node:http';
import { isJsonObject as isObject, operationsOf, type JsonObject } from './document';

/** `Unauthorized`, `ServiceUnavailable`: the status's reason phrase as a component name. */
const reasonName = (status: string) =>
  (STATUS_CODES[Number(status)] ?? `Status ${status}`).replace(/[^A-Za-z0-9]/g, '');

/**
 * Every error or redirect answer (status 300 and up) that at least two operations give
 * identically moves to `components/responses`, named by its status (the commonest form gets the
 * bare name, rarer ones a number), and each operation cites it. Answers with a body of their own
 * (a 200 and its example) stay where they are.
 */
export function shareRepeatedResponses(document: JsonObject) {
  const operations = operationsOf(document);
  const uses = new Map<string, { status: string; response: unknown; count: number }>();
  for (const operation of operations)
    for (const [status, response] of Object.entries(
      isObject(operation.responses) ? operation.responses : {},
    )) {
      // Numbered statuses only: `default` or `4XX` would have no reason phrase to be named by.
      if (!/^\d{3}$/.test(status) || Number(status) < 300) continue;
      if (!isObject(response) || '$ref' in response) continue;
      const key = `${status} ${JSON.stringify(response)}`;
      const seen = uses.get(key);
      if (seen) seen.count++;
      else uses.set(key, { status, response, count: 1 });
    }

  const shared = [...uses.entries()]
    .filter(([, use]) => use.count > 1)
    .sort(([, a], [, b]) => b.count - a.count);
  if (shared.length === 0) return;
  const components = isObject(document.components) ? document.components : {};
  document.components = components;
  const responses: JsonObject = isObject(components.responses) ? components.responses : {};
  components.responses = responses;
  const refs = new Map<string, string>();
  for (const [key, { status, response }] of shared) {
    const base = reasonName(status);
    let name = base;
    for (let n = 2; name in responses; n++) name = `${base}${n}`;
    responses[name] = response;
    refs.set(key, `#/components/responses/${name}`);
  }

  for (const operation of operations) {
    const answers = operation.responses;
    if (!isObject(answers)) continue;
    for (const [status, response] of Object.entries(answers)) {
      const ref = refs.get(`${status} ${JSON.stringify(response)}`);
      if (ref) answers[status] = { $ref: ref };
    }
  }
}
