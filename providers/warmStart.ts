/**
 * A record's page opened by its address (a link in a mail, a reload, a bookmark) asks for its
 * record, and then for the names the record cites, while the app is still starting: React,
 * MUI and react-admin take most of a second to mount on a 2-core machine, and the page used
 * to ask for its record only then, and for the names only once the record had rendered.
 *
 * The asking is warmStartPage.ts's, which reads the declarations; this file only keeps the
 * answers, inside the data provider the login page already has.
 *
 * Each answer waits here for the first matching call of react-admin, which takes it instead
 * of asking again; one not taken within WARM_ANSWER_TTL_MS is dropped, and all are dropped on
 * any write and when the session changes (authProvider.ts), so none is served stale or to
 * another user.
 */
import type {
  DataProvider,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
} from 'react-admin';

/** Long enough for a slow start, short enough that nobody reads an old answer. */
export const WARM_ANSWER_TTL_MS = 10_000;

interface Waiting<T> {
  answer: Promise<T>;
  ids?: ReadonlySet<string>;
  expires: number;
}

const waiting = new Map<string, Waiting<unknown>>();

/** Drops every answer not yet taken (a test's fresh start). */
export const forgetWarmAnswers = () => waiting.clear();

export const oneKey = (resource: string, id: Identifier) => `getOne ${resource} ${String(id)}`;
export const manyKey = (resource: string) => `getMany ${resource}`;

function take(key: string, fits: (entry: Waiting<unknown>) => boolean = () => true) {
  const entry = waiting.get(key);
  if (!entry) return null;
  if (entry.expires < Date.now()) waiting.delete(key);
  else if (fits(entry)) {
    waiting.delete(key);
    return entry.answer;
  }
  return null;
}

/** Keeps an answer for react-admin's first matching call (providers/warmStartPage.ts asks). */
export function keep<T>(key: string, answer: Promise<T>, ids?: ReadonlySet<string>) {
  // A failure nobody takes must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  waiting.set(key, { answer, ids, expires: Date.now() + WARM_ANSWER_TTL_MS });
  return answer;
}

/** The provider, answering from what a warm start already asked for. */
export function withWarmStart(provider: DataProvider): DataProvider {
  function getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
    const early = take(oneKey(resource, params.id)) as Promise<GetOneResult<R>> | null;
    return early ?? provider.getOne<R>(resource, params);
  }
  function getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
    const asked = params.ids.map(String);
    const early = take(manyKey(resource), (e) => asked.every((id) => e.ids?.has(id)));
    if (!early) return provider.getMany<R>(resource, params);
    // Only the records asked for, as the API would have answered.
    return (early as Promise<GetManyResult<R>>).then(({ data }) => ({
      data: data.filter((r) => asked.includes(String(r.id))),
    }));
  }
  // A write may change what an early answer holds: none is served after one.
  const writes = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
  const forgetting = Object.fromEntries(
    writes.map((method) => [
      method,
      (...args: unknown[]) => {
        forgetWarmAnswers();
        return (provider[method] as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return { ...provider, getOne, getMany, ...forgetting } as DataProvider;
}
