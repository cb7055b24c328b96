/**
 * Contract requests in fixtures mode, from the declarations and one canned answer: confirming
 * the demo executive's flat in Nueva Córdoba for issue opens its request in the subscribers'
 * «Sin asignar»; a subscriber takes it into «Mis solicitudes», opens its emission wizard and
 * emits it, once (a second «Emitir» is a 409); the executive has no queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRequestMessages } from '../../domain/entities/contractRequestMachine';
import { startFixturesServer } from './fixturesServer';

const FLAT = '00000000-0000-4000-8000-000000000a50';

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('contract requests in fixtures mode', () => {
  it('opens the confirmed request in the queue, and the subscriber who takes it has it', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const subscriber = await server.as('suscriptor@demo.test');
    const confirmed = await executive.call(`opportunity/${FLAT}/confirm`, { body: {} });
    expect(confirmed.status).toBe(200);
    const ids = async (who: typeof subscriber, path: string) => {
      const answer = await who.call(path);
      expect(answer.status).toBe(200);
      return (answer.json as unknown as { id: string; opportunity_id: string }[]).map((r) => r);
    };
    const [request] = (await ids(subscriber, 'contract_request/unassigned')).filter(
      (r) => r.opportunity_id === FLAT,
    );
    expect(request).toBeTruthy();
    expect((await executive.call('contract_request/unassigned')).status).toBe(403);
    const mineBefore = await ids(subscriber, 'contract_request/mine');
    expect(mineBefore.map((r) => r.id)).not.toContain(request.id);
    const taken = await subscriber.call(`contract_request/${request.id}/take`, { body: {} });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ subscriber_id: subscriber.id });
    expect((await ids(subscriber, 'contract_request/mine')).map((r) => r.id)).toContain(request.id);
    // The executive still sees it, as theirs.
    expect((await executive.call(`contract_request/${request.id}`)).status).toBe(200);
    // Its emission wizard opens with the client proposed (the server's own wizard), and
    // «Emitir» answers as the insurer would, at once (a canned answer).
    const wizard = await subscriber.call(`flows/contract_request/${request.id}`);
    expect(wizard.status).toBe(200);
    expect(wizard.json).toMatchObject({ action: 'edit', step: 'person' });
    const emitted = await subscriber.call(`contract_request/${request.id}/emit`, { body: {} });
    expect(emitted.status).toBe(200);
    const after = await subscriber.call(`contract_request/${request.id}`);
    expect(after.json).toMatchObject({ status: 203, policy_number: '007-01-0012345' });
    // Sent once, as on the server: a second «Emitir» is a conflict.
    const again = await subscriber.call(`contract_request/${request.id}/emit`, { body: {} });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: contractRequestMessages.notPending });
    const opportunity = await executive.call(`opportunity/${FLAT}`);
    expect(opportunity.json).toMatchObject({ status: 108 });
  });
});
