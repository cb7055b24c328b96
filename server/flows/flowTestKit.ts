/**
 * The opportunity wizard's tests' shared set-up (flows.test.ts, flowChecks.test.ts): the app
 * on one database, the demo users, a client of the executive, a place for homes, and the
 * wizard's calls as the screens make them.
 */
import { beforeAll, afterAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../db/database';
import { answer as json, startTestApp, type TestApp } from '../test/harness';

export type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export const FLOWS = '/api/v1/flows/opportunity';
export const CAR = 1;
export const MOTORCYCLE = 3;
export const HOME = 4;

export interface FlowState {
  t: TestApp;
  admin: Headers;
  executive: Headers;
  supervisor: Headers;
  executiveId: number;
  client: Row;
  place: { state_id: number; locality_id: number };
}

/** Starts the app for the file's `describe` (its own beforeAll/afterAll) and gives its calls. */
export function flowKit(dialect: DialectName, env: Record<string, string> = {}) {
  const s = {} as FlowState;

  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Row,
  ) => s.t.app.inject({ method, url, headers, payload });
  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return json(response);
  };
  const start = (headers: Headers, payload: Row) => call(headers, 'POST', FLOWS, payload);
  const open = (headers: Headers, id: unknown) => call(headers, 'GET', `${FLOWS}/${String(id)}`);
  const autosave = (headers: Headers, id: unknown, payload: Row) =>
    call(headers, 'PUT', `${FLOWS}/${String(id)}`, payload);
  /** `read`: the version number, or the view read (its version and record version, `base`). */
  const complete = (headers: Headers, id: unknown, step: string, values: Row, read: unknown) =>
    call(headers, 'POST', `${FLOWS}/${String(id)}/steps/${step}`, {
      values,
      ...(typeof read === 'object' && read !== null
        ? { version: (read as Row).version, base: (read as Row).base }
        : { version: read }),
    });
  const guide = async (headers: Headers, choice: Row = {}) => {
    const query = new URLSearchParams(choice as Record<string, string>).toString();
    return ok(await call(headers, 'GET', `/api/v1/guide/infocar?${query}`));
  };
  const idOf = async (headers: Headers) =>
    Number(json(await call(headers, 'GET', '/api/v1/user/me')).data.id);
  const clientOf = async (executiveOf: number, index = 0) => {
    const filter = encodeURIComponent(JSON.stringify({ executive_id: executiveOf }));
    const range = encodeURIComponent(JSON.stringify([index, index]));
    const url = `/api/v1/account?filter=${filter}&range=${range}`;
    return json(await call(s.admin, 'GET', url))[0] as Row;
  };

  /** A guide row chosen as the vehicle step does: brand, model, version, then the year. */
  async function guideRow(brand: string, model: string, version: string, year: number) {
    const levels = [
      [{}, 'brand', brand],
      [{ brand }, 'model', model],
      [{ brand, model }, 'version', version],
    ] as const;
    for (const [choice, level, value] of levels) {
      const options = await guide(s.executive, choice);
      expect(options.level).toBe(level);
      expect(options.options.map((o: Row) => o.value)).toContain(value);
    }
    const years = await guide(s.executive, { brand, model, version });
    expect(years.level).toBe('year');
    const found = years.options.find((o: Row) => o.value === year);
    expect(found, `${brand} ${model} ${version} ${year}`).toBeTruthy();
    return found.row as { id: number; value: number; fuel: number; body: number; zero_km: boolean };
  }

  /** The vehicle step of a Toyota Corolla of that year, as the guide gives it. */
  const corolla = async (year = 2025, more: Row = {}) => {
    const row = await guideRow('Toyota', 'Corolla', '2.0 XEI CVT', year);
    return {
      brand: 'Toyota',
      model: 'Corolla',
      version: '2.0 XEI CVT',
      year,
      infocar_id: row.id,
      sum_insured: row.value,
      fuel: row.fuel,
      domain: 'AB 123 CD',
      ...more,
    };
  };

  /** A new draft of the branch with its vehicle step done (cars and motorcycles). */
  async function vehicleDone(headers: Headers, vehicle: Row, branch = CAR) {
    const draft = await ok(await start(headers, { branch_id: branch }));
    return ok(await complete(headers, draft.id, 'vehicle', vehicle, draft.version));
  }

  /** The object step of a home. */
  const home = (more: Row = {}) => ({
    dwelling: 1,
    street: 'Av. Santa Fe',
    street_number: '1234',
    ...s.place,
    surface: 80,
    building_sum: 50_000_000,
    ...more,
  });

  beforeAll(async () => {
    s.t = await startTestApp(dialect, env);
    s.admin = await s.t.login('admin@demo.test');
    s.executive = await s.t.login('ejecutivo@demo.test');
    s.supervisor = await s.t.login('supervisor@demo.test');
    s.executiveId = await idOf(s.executive);
    s.client = await clientOf(s.executiveId);
    const locality = await s.t.database.db
      .selectFrom('localities')
      .select(['id', 'state_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    s.place = { state_id: Number(locality.state_id), locality_id: Number(locality.id) };
  });
  afterAll(() => s.t?.close());

  return {
    state: () => s,
    call,
    ok,
    start,
    open,
    autosave,
    complete,
    guide,
    guideRow,
    idOf,
    clientOf,
    corolla,
    vehicleDone,
    home,
  };
}
