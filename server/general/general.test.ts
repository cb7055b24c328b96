/**
 * The marketing and content part beyond the generated CRUD: e-mail validation (spec 7), the
 * home news each person receives, widget tokens and the from/to rules, with users of another
 * organization wherever data belongs to one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaign } from '../../domain/entities/campaign';
import { emailValidation } from '../../domain/entities/emailValidation';
import { news } from '../../domain/entities/news';
import { widget } from '../../domain/entities/widget';
import { emailVerdictMessages } from '../../domain/emailVerdict';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Answer = {
  valid?: boolean;
  reason?: string;
  message?: string;
  token?: string;
  errors: Record<string, string[]>;
  data: { title: string }[];
} & Record<string, unknown>;
/** The JSON answer, in the shapes these routes give. */
const answer = (response: Parameters<typeof json>[0]) => response.json() as Answer;
const VALIDATE = '/api/v1/general/email/validate';

describeApp('marketing and content on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let outsider: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    outsider = await t.userWith(['admin: full_access'], [2]);
  });
  afterAll(() => t?.close());

  const validate = async (headers: Headers, query: string) => {
    const response = await t.app.inject({ url: `${VALIDATE}?${query}`, headers });
    return { status: response.statusCode, body: answer(response) };
  };
  const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });

  describe('general/email/validate', () => {
    it('needs a session, and answers any logged-in user', async () => {
      expect((await t.app.inject({ url: `${VALIDATE}?email=a@b.com.ar` })).statusCode).toBe(401);
      const nobody = await t.login('sin-permisos@demo.test');
      const { status, body } = await validate(nobody, 'email=ana.perez@sancor.com.ar');
      expect(status).toBe(200);
      expect(body).toEqual({
        valid: true,
        reason: emailVerdictMessages.valid,
        message: emailVerdictMessages.valid,
      });
    });

    it('refuses a malformed address, a disposable domain and a catalogued one, saying why', async () => {
      expect((await validate(admin, 'email=ana%40@sancor.com.ar')).body).toMatchObject({
        valid: false,
        reason: emailVerdictMessages.syntax,
      });
      // Only in the bundled list, not in the demo catalogue.
      expect((await validate(admin, 'email=x@guerrillamail.com')).body).toMatchObject({
        valid: false,
        reason: emailVerdictMessages.disposable,
      });
      expect((await validate(admin, 'email=PRUEBA@prueba.com')).body).toMatchObject({
        valid: false,
        reason: 'Dirección de prueba cargada por los ejecutivos',
      });
      // A typo domain of the product's list.
      expect((await validate(admin, 'email=juan@gmial.com')).body.valid).toBe(false);
    });

    it('leaves the message out with hideMessage, so the client shows no toast', async () => {
      for (const flag of ['true', '1']) {
        const { body } = await validate(admin, `email=ana@sancor.com.ar&hideMessage=${flag}`);
        expect(body).toEqual({ valid: true, reason: emailVerdictMessages.valid });
      }
      const { body } = await validate(admin, 'email=ana@sancor.com.ar&hideMessage=false');
      expect(body.message).toBe(emailVerdictMessages.valid);
    });

    it('answers 422 in Spanish to a missing, repeated or unknown parameter', async () => {
      expect(await validate(admin, '')).toMatchObject({
        status: 422,
        body: { errors: { email: [emailVerdictMessages.required] } },
      });
      expect(await validate(admin, 'email=%20%20')).toMatchObject({
        status: 422,
        body: { errors: { email: [emailVerdictMessages.required] } },
      });
      expect(await validate(admin, 'email=a@b.com.ar&email=c@d.com.ar')).toMatchObject({
        status: 422,
        body: { errors: { email: [emailVerdictMessages.notText] } },
      });
      expect(await validate(admin, 'email=a@b.com.ar&hideMessage=quizás')).toMatchObject({
        status: 422,
        body: { errors: { hideMessage: [emailVerdictMessages.hideMessage] } },
      });
      const unknown = await validate(admin, 'email=a@b.com.ar&colado=1');
      expect(unknown.status).toBe(422);
      expect(Object.keys(unknown.body.errors)).toEqual(['colado']);
    });

    it("applies an organization's own entries inside that organization only", async () => {
      // The product's list names mailinator.com; an organization may allow one mailbox of it.
      const allow = await post(emailValidation.name, outsider, {
        value: 'qa@mailinator.com',
        result: 4,
        reason: 'Casilla de pruebas del equipo de sistemas',
      });
      expect(allow.statusCode, allow.body).toBe(201);
      const deny = await post(emailValidation.name, outsider, {
        value: 'competidor.com.ar',
        result: 5,
        reason: 'Dominio de la competencia',
      });
      expect(deny.statusCode, deny.body).toBe(201);
      expect((await validate(outsider, 'email=qa@mailinator.com')).body).toMatchObject({
        valid: true,
        reason: 'Casilla de pruebas del equipo de sistemas',
      });
      expect((await validate(outsider, 'email=ventas@competidor.com.ar')).body).toMatchObject({
        valid: false,
        reason: 'Dominio de la competencia',
      });
      // Organization 1 keeps the product's verdicts and knows nothing of the others'.
      expect((await validate(admin, 'email=qa@mailinator.com')).body.valid).toBe(false);
      expect((await validate(admin, 'email=ventas@competidor.com.ar')).body.valid).toBe(true);
      // Nor may it take the product's entry as its own.
      const twice = await post(emailValidation.name, outsider, {
        value: 'MAILINATOR.com',
        result: 4,
      });
      expect(twice.statusCode).toBe(422);
    });
  });

  describe('home news', () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const titles = async (headers: Headers) => {
      const response = await t.app.inject({ url: '/api/v1/home/news', headers });
      expect(response.statusCode, response.body).toBe(200);
      return answer(response).data.map((n) => n.title);
    };
    const publish = async (headers: Headers, title: string, extra: Record<string, unknown>) => {
      const response = await post(news.name, headers, {
        title,
        body: `<p>${title}</p>`,
        published_from: at(-hour),
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
    };

    beforeAll(async () => {
      await publish(admin, 'Para todos', { audience: [] });
      await publish(admin, 'Solo rol básico', { audience: [8] });
      await publish(admin, 'Ya vencida', {
        published_from: at(-5 * hour),
        published_to: at(-hour),
      });
      await publish(admin, 'Todavía no', { published_from: at(hour) });
      await publish(outsider, 'De otra organización', { audience: [] });
    });

    it('shows each person the open news of their organization meant for one of their roles', async () => {
      const executive = await titles(await t.login('ejecutivo@demo.test'));
      expect(executive).toContain('Para todos');
      expect(executive).not.toContain('Solo rol básico');
      const basic = await titles(await t.login('sin-permisos@demo.test'));
      expect(basic).toEqual(expect.arrayContaining(['Para todos', 'Solo rol básico']));
      for (const list of [executive, basic]) {
        expect(list).not.toContain('Ya vencida');
        expect(list).not.toContain('Todavía no');
        expect(list).not.toContain('De otra organización');
      }
    });

    it("never shows another organization's news", async () => {
      const other = await titles(outsider);
      expect(other).toContain('De otra organización');
      expect(other).not.toContain('Para todos');
      expect((await t.app.inject({ url: '/api/v1/home/news' })).statusCode).toBe(401);
    });
  });

  describe('widgets and ranges', () => {
    it('generates the widget token on create and never takes one from a request', async () => {
      const payload = { name: 'Concesionaria Norte', branch_id: 1, allowed_domain: 'norte.com.ar' };
      const created = await post(widget.name, admin, payload);
      expect(created.statusCode, created.body).toBe(201);
      const record = answer(created);
      expect(record.token).toMatch(/^wgt_[A-Za-z0-9_-]{32}$/);
      const another = answer(await post(widget.name, admin, { ...payload, name: 'Otra' }));
      expect(another.token).not.toBe(record.token);

      const forged = await post(widget.name, admin, { ...payload, name: 'X', token: 'wgt_mio' });
      expect(forged.statusCode).toBe(422);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/${widget.name}/${record.id}`,
        headers: admin,
        payload: { ...record, allowed_domain: '*.norte.com.ar' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(answer(edited).token).toBe(record.token);
      const elsewhere = await t.app.inject({
        url: `/api/v1/${widget.name}/${record.id}`,
        headers: outsider,
      });
      expect(elsewhere.statusCode).toBe(404);
    });

    it('refuses a domain with a scheme or a path, in Spanish', async () => {
      const bad = await post(widget.name, admin, {
        name: 'Mal dominio',
        branch_id: 1,
        allowed_domain: 'https://norte.com.ar/cotizar',
      });
      expect(bad.statusCode).toBe(422);
      expect(answer(bad).errors.allowed_domain[0]).toMatch(/sin https/);
    });

    it('refuses a campaign that ends before it starts, on the end date', async () => {
      const response = await post(campaign.name, admin, {
        name: 'Al revés',
        channel: 1,
        date_from: '2027-03-01',
        date_to: '2027-02-01',
      });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({
        date_to: ['La fecha Hasta no puede ser anterior a la fecha Desde.'],
      });
    });
  });
});
