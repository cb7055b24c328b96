/**
 * The printed endorsement (issue 32 section 2, spec 7): `contract_movement/{policy}/{movement}/pdf`
 * read back as text says the policy's number, the endorsement's numbers, its motive by name,
 * the premium before and after and the quotas' new amounts in Argentine format; one not applied
 * yet prints as «Pedido de endoso»; another organization's user, an executive who does not work
 * the client and a movement asked under another policy's id get a 404. «Aplicar respuesta» with
 * «Enviarle el endoso al cliente» puts one message with the PDF in the outbox, to the client's
 * e-mail, audited on the movement; without it, or for a client without e-mail, none.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { formatMoney } from '../../domain/engine/format';
import { account } from '../../domain/entities/clients';
import { contractMovement } from '../../domain/entities/contractMovements';
import { outbox } from '../../domain/entities/outbox';
import { modificationMotives } from '../../domain/enums/catalogues';
import {
  movementFileName,
  movementName,
  movementTexts,
} from '../../domain/movements/movementTexts';
import { movementType } from '../../domain/movements/movementKinds';
import { pdfText } from '../documents/pdfTestKit';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';
import { answerEndorsement, askEndorsement, policyInForce } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
const MOTIVE = optionByCode(modificationMotives, 'cost_adjustment');
const NAME = movementName({
  movement_type: movementType('modifications'),
  modification_motive: MOTIVE.id,
});
const CHANGE = { net_premium: 1000, surcharges: 100.5, taxes: 210.25, premium_change: 1310.75 };

describeApp('The printed endorsement on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Headers;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  const readPolicy = async (skip: number) =>
    json(
      await call(subscriber, 'GET', `contract/${String((await policyInForce(t, skip)).id)}`),
    ) as Row;
  const pdfOf = (headers: Headers, policyId: unknown, movementId: string) =>
    call(headers, 'GET', `contract_movement/${String(policyId)}/${movementId}/pdf`);
  const setClientEmail = async (policy: Row, email: string | null) => {
    const [done] = await t()
      .database.db.updateTable(account.table)
      .set({ email })
      .where('id', '=', String(policy.account_id))
      .execute();
    expect(Number(done.numUpdatedRows)).toBe(1);
  };
  const outboxTo = (email: string) =>
    t().database.db.selectFrom(outbox.table).selectAll().where('recipient', '=', email).execute();

  /** A modification for «Ajuste de costo», asked and sent; applied when `notify` is given. */
  async function endorse(policy: Row, notify?: boolean) {
    const id = await askEndorsement(t, subscriber, policy, 'modifications', {
      motive: { modification_motive: MOTIVE.id },
    });
    const asked = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    await send(subscriber, 'POST', `contract_movement/${id}/send`, {
      updated_at: asked.updated_at,
    });
    if (notify === undefined) return id;
    await answerEndorsement(t, subscriber, id, CHANGE);
    const sent = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    await send(subscriber, 'POST', `contract_movement/${id}/apply`, {
      updated_at: sent.updated_at,
      notify_client: notify,
    });
    return id;
  }

  it('prints what the endorsement changed, before and after, on the letterhead', async () => {
    const policy = await readPolicy(0);
    const before = Number(policy.premium);
    const id = await endorse(policy, false);
    const response = await pdfOf(subscriber, policy.id, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const name = movementFileName({ numeration: 1 }, String(policy.number));
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent(name));
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Póliza N° ${String(policy.number)}`);
    expect(text).toContain(`Endoso N.º 1 · ${NAME}`);
    expect(text).toContain('END-0001');
    expect(text).toContain(MOTIVE.label);
    expect(text).toContain(formatMoney(before));
    expect(text).toContain(formatMoney(before + CHANGE.premium_change));
    expect(text).toContain(formatMoney(CHANGE.premium_change));
    // The quotas repriced: each pending one's new amount, in Argentine format ($ 1.234,56).
    const quotas = json(
      await call(
        subscriber,
        'GET',
        `contract/quota?filter=${encodeURIComponent(JSON.stringify({ contract_id: policy.id }))}&range=[0,199]`,
      ),
    ) as Row[];
    const amount = formatMoney(Number(quotas.at(-1)!.amount));
    expect(amount).toMatch(/^\$ [\d.]+,\d\d$/);
    expect(text).toContain('Cuotas con nuevo importe');
    expect(text).toContain(amount);
    expect(text).toContain('Cuotas de la póliza después del endoso');
    expect(text).not.toContain('\uFFFD');
  });

  it('prints a movement not applied yet as what it asks', async () => {
    const policy = await readPolicy(1);
    const id = await endorse(policy);
    const response = await pdfOf(subscriber, policy.id, id);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`${movementTexts.requestTitle} N.º 1 · ${NAME}`);
    expect(text).toContain('Totales actuales de la póliza');
    expect(text).not.toContain('Qué cambió en la póliza');
    expect(String(response.headers['content-disposition'])).toContain('pedido-de-endoso-1');
  });

  it('is a 404 out of sight, under another policy or for a malformed id', async () => {
    const policy = await readPolicy(2);
    const other = await readPolicy(3);
    const id = await endorse(policy, false);
    const stranger = await t().userWith(
      ['contract_requests: full_access', 'contracts: full_access'],
      [2],
    );
    const notTheirs = await t().userWith(['contract_requests: executive', 'contracts: view'], [1]);
    expect((await call(notTheirs, 'GET', `contract_movement/${id}`)).statusCode).toBe(404);
    for (const [headers, policyId, movementId] of [
      [stranger, policy.id, id],
      [notTheirs, policy.id, id],
      [subscriber, other.id, id],
      [subscriber, policy.id, 'no-es-un-id'],
      [subscriber, 'no-es-un-id', id],
    ] as const) {
      const response = await pdfOf(headers, policyId, movementId);
      expect(response.statusCode, `${String(policyId)}/${movementId}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });

  it('e-mails the client the endorsement only when asked, audited on the movement', async () => {
    const policy = await readPolicy(4);
    const email = `cliente-endoso-${dialect}@example.com`;
    await setClientEmail(policy, email);
    await endorse(policy, false);
    expect(await outboxTo(email)).toEqual([]);

    const again = json(await call(subscriber, 'GET', `contract/${String(policy.id)}`)) as Row;
    const id = await endorse(again, true);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(String(mails[0].subject)).toBe(`Endoso 2 de tu póliza ${String(policy.number)}`);
    const content = await t()
      .database.db.selectFrom('media_contents')
      .select('content')
      .where('media_id', '=', Number(mails[0].file))
      .executeTakeFirstOrThrow();
    const text = pdfText(Buffer.from(content.content as Uint8Array));
    expect(text).toContain(`Endoso N.º 2 · ${NAME}`);
    const audits = await t()
      .database.db.selectFrom('audit_log')
      .select('changes')
      .where('resource', '=', contractMovement.name)
      .where('record_id', '=', id)
      .execute();
    const audited = audits.find((a) => String(a.changes).includes(movementTexts.mailCommand));
    expect(String(audited?.changes)).toContain(email);

    // The executive heard where it went.
    const notices = await t()
      .database.db.selectFrom('notifications')
      .select('text')
      .where('link', '=', `/${contractMovement.name}/${id}/show`)
      .execute();
    expect(notices.map((n) => String(n.text)).join('\n')).toContain(email);
  });

  it('sends nothing to a client without e-mail, and tells the executive', async () => {
    const policy = await readPolicy(5);
    await setClientEmail(policy, null);
    const before = await t().database.db.selectFrom(outbox.table).select('id').execute();
    const id = await endorse(policy, true);
    const after = await t().database.db.selectFrom(outbox.table).select('id').execute();
    expect(after.length).toBe(before.length);
    const notices = await t()
      .database.db.selectFrom('notifications')
      .select('text')
      .where('link', '=', `/${contractMovement.name}/${id}/show`)
      .execute();
    expect(notices.map((n) => String(n.text)).join('\n')).toContain(movementTexts.noClientEmail);
  });
});
