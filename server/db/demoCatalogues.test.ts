/**
 * The demo's location and vehicle catalogues are broad enough to judge the product by (issue 28
 * item 31): every georef locality with its department, the main localities keeping the ids the
 * demo addresses cite, and a vehicle guide of twenty brands with the years each model was sold.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCalls, startTestApp, type TestApp, describeApp } from '../test/harness';

type Row = Record<string, unknown>;
const LOCALITY = 'admin/locations/locality';

describeApp('demo catalogues on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const { call, send, refused } = apiCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const total = async (url: string) => {
    const response = await call(admin, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return Number(String(response.headers['content-range']).split('/').pop());
  };
  const filtered = (filter: Row) =>
    `${LOCALITY}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;
  const guide = async (query: string) => {
    const response = await call(admin, 'GET', `guide/infocar?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { options: { value: unknown }[] }).options.map((o) => o.value);
  };

  it('holds every locality of the georef list, each province with its own', async () => {
    expect(await total(LOCALITY)).toBeGreaterThan(3900);
    // Córdoba (state 6) had three localities; its departments are named.
    expect(await total(filtered({ state_id: 6 }))).toBeGreaterThan(400);
    expect(await total(filtered({ state_id: 6, department: 'Punilla' }))).toBeGreaterThan(20);
    for (let state = 1; state <= 24; state++)
      expect(await total(filtered({ state_id: state })), `state ${state}`).toBeGreaterThan(3);
  });

  it('keeps the ids and zip codes of the main localities the demo addresses cite', async () => {
    const palermo = (await call(admin, 'GET', `${LOCALITY}/1`)).json() as Row;
    expect(palermo).toMatchObject({ name: 'Palermo', state_id: 1, department: 'Comuna 14' });
    const rosario = (await call(admin, 'GET', `${LOCALITY}/13`)).json() as Row;
    expect(rosario).toMatchObject({ name: 'Rosario', state_id: 21, department: 'Rosario' });
    const zip = `admin/locations/zipcode?filter=${encodeURIComponent('{"locality_id":1}')}`;
    const codes = ((await call(admin, 'GET', zip)).json() as Row[]).map((z) => z.code);
    expect(codes).toEqual(expect.arrayContaining(['1425', 'C1425DKF']));
  });

  it('takes one name once per department, and the same name in another department', async () => {
    // Catamarca (state 3) has a La Puntilla in Belén, in Santa María and in Tinogasta.
    expect(await total(filtered({ state_id: 3, q: 'La Puntilla' }))).toBe(3);
    const again = { state_id: 3, department: 'Tinogasta', name: 'la puntilla' };
    expect(await refused(admin, 'POST', LOCALITY, again)).toEqual({
      name: ['La localidad ya existe en ese departamento de la provincia seleccionada.'],
    });
    await send(admin, 'POST', LOCALITY, { ...again, department: 'Capital' });
    // Without a department, the name is once among the province's localities without one.
    const loose = { state_id: 3, name: 'Paraje de prueba' };
    await send(admin, 'POST', LOCALITY, loose);
    expect((await refused(admin, 'POST', LOCALITY, loose)).name).toHaveLength(1);
    const long = await refused(admin, 'POST', LOCALITY, {
      ...loose,
      department: 'D'.repeat(81),
    });
    expect(long.department?.[0]).toMatch(/Departamento o partido/);
  });

  it('offers the twenty best-selling brands, their models and the years each was sold', async () => {
    const brands = await guide('kind=car');
    expect(brands.length).toBeGreaterThanOrEqual(20);
    for (const brand of ['Toyota', 'Volkswagen', 'Fiat', 'Citroën', 'Jeep', 'RAM', 'Chery'])
      expect(brands).toContain(brand);
    const volkswagen = await guide('kind=car&brand=Volkswagen');
    expect(volkswagen).toEqual(expect.arrayContaining(['Gol Trend', 'Polo', 'Amarok', 'Vento']));
    const trend = 'kind=car&brand=Volkswagen&model=Gol%20Trend';
    expect(await guide(trend)).toHaveLength(3);
    const years = await guide(`${trend}&version=${encodeURIComponent('1.6 Trendline 5P')}`);
    expect(years).toHaveLength(16);
    expect(years).toEqual(expect.arrayContaining([2008, 2023]));
    // A motorcycle wizard still offers motorcycles only.
    expect(await guide('kind=motorcycle')).toEqual(['Honda']);
  });
});
