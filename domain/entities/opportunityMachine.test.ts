/**
 * The opportunity's status machine as data (domain/entities/opportunityMachine.ts): every
 * status of spec 4 in the graph, who may run which command, the reasons, the refusals that
 * name the allowed moves, and "Tomar" (a request from the pool becomes the runner's).
 */
import { describe, expect, it } from 'vitest';
// The catalogue is built from the registered areas, as the app loads them before any screen.
import '../areas';
import type { AccessLists } from '../engine/access';
import { opportunityCloseReasons } from '../enums/opportunities';
import { opportunityStatus } from '../enums/statuses';
import { optionByCode } from '../engine/defineEnum';
import { permissionCatalogue } from '../permissions';
import { limitingScope } from '../engine/recordScope';
import {
  availableTransitions,
  heldByAnother,
  mayRun,
  notByEditMessage,
  statusIdOf,
  takeFirst,
  transitionOf,
} from '../engine/statusMachine';
import { transitionChanges } from '../engine/commandPlan';
import { demoAccess, demoUsers } from '../../fixtures/users';
import { detailTabsOf, inTabOrder } from '../engine/detailTabs';
import { entityByName } from './';
import { opportunity } from './opportunities';
import { TAKEN_MESSAGE } from './opportunityMachine';
import { MANUAL_QUOTE_COMMAND } from '../quoting/manualQuote';

const machine = opportunity.statusMachine!;
const id = (code: string) => optionByCode(opportunityStatus, code).id;
const access = (...permission: string[]): AccessLists => ({ permission, role: [], assigment: [] });
const demo = (email: string) => demoAccess(demoUsers.find((u) => u.email === email)!);
const EXECUTIVE = access('opportunities: executive', 'contract_requests: executive');
const ADMIN = access('administrator');

/** The statuses reachable from the initial one through the declared transitions. */
/** From the first status, and from emitted, which the contract request's insurer sets. */
function reachable(): Set<string> {
  const seen = new Set([machine.initial, 'emitted']);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of machine.transitions)
      if (t.to && t.from.some((f) => seen.has(f)) && !seen.has(t.to)) grew = !!seen.add(t.to);
  }
  return seen;
}

describe('the opportunity’s transition graph', () => {
  it('names only statuses of spec 4 and reaches all of them but those the product sets', () => {
    const codes = opportunityStatus.options.map((o) => o.code);
    for (const t of machine.transitions) {
      for (const code of [...t.from, t.to]) expect(codes, `${t.command}: ${code}`).toContain(code);
      // Loading a quote by hand keeps a quoted opportunity quoted; every other command moves it.
      if (t.command !== MANUAL_QUOTE_COMMAND) expect(t.from).not.toContain(t.to);
    }
    const unreached = codes.filter((code) => !reachable().has(code));
    expect(unreached).toEqual(['finished_system']);
    // No command emits: its contract request's insurer does (server/contracts/emissionRunner.ts).
    expect(machine.transitions.filter((t) => t.to === 'emitted')).toEqual([]);
  });

  it('has one command per name, each labelled in Spanish', () => {
    const commands = machine.transitions.map((t) => t.command);
    expect(new Set(commands).size).toBe(commands.length);
    for (const t of machine.transitions) expect(t.label).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+/);
  });

  it('asks the reason exactly when the opportunity is lost by someone’s decision', () => {
    const withReason = machine.transitions.filter((t) => t.reason).map((t) => t.to);
    expect(withReason.sort()).toEqual(['canceled', 'not_applied', 'rejected']);
    expect(machine.reasonField).toBe('close_reason');
  });

  it('leaves the ends only by reopening (a supervisor’s call) or quoting again', () => {
    for (const end of ['emitted', 'finished', 'not_validity', 'finished_system'])
      expect(machine.transitions.filter((t) => t.from.includes(end)).map((t) => t.to)).toEqual(
        end === 'emitted' ? ['finished', 'not_validity'] : [],
      );
    const reopen = transitionOf(opportunity, 'reopen')!;
    expect([...reopen.from].sort()).toEqual(['canceled', 'expired', 'not_applied', 'rejected']);
    expect(transitionOf(opportunity, 'requote')!.from).toContain('expired');
  });

  it('offers a call’s outcomes from in_call: call back, schedule, no deal, quote', () => {
    const outcomes = machine.transitions.filter((t) => t.from.includes('in_call')).map((t) => t.to);
    expect(outcomes.sort()).toEqual(['not_applied', 'quoting', 're_call', 'scheduled']);
  });
});

describe('who runs which command', () => {
  it('lets an executive work the pipeline but not reopen nor take from the pool', () => {
    const run = (command: string, who: AccessLists) =>
      mayRun(who, opportunity, transitionOf(opportunity, command)!);
    for (const command of ['start', 'call', 'quote', 'accept', 'confirm', 'cancel'])
      expect(run(command, EXECUTIVE), command).toBe(true);
    expect(run('reopen', EXECUTIVE)).toBe(false);
    // Emitted only by its contract request, never by hand.
    expect(transitionOf(opportunity, 'emit')).toBeUndefined();
    expect(run('take', EXECUTIVE)).toBe(false);
    expect(run('take', access('opportunities: executive', 'opportunities: section_request'))).toBe(
      true,
    );
    expect(run('reopen', access('opportunities: full_access'))).toBe(true);
    expect(run('reopen', ADMIN)).toBe(true);
    // Confirming for issue is work on contract requests.
    expect(run('confirm', access('opportunities: executive'))).toBe(false);
  });

  it('asks only for permissions an administrator can grant', () => {
    const catalogue = permissionCatalogue.map((c) => c.id);
    const asked = machine.transitions.flatMap((t) =>
      (t.requires ?? []).flatMap((r) => ('permission' in r ? [{ t, r }] : [])),
    );
    // Taking and reopening at least ask for one; none would leave the rule unchecked.
    expect(asked.length).toBeGreaterThan(0);
    for (const { t, r } of asked) expect(catalogue, t.command).toContain(r.permission);
  });

  it('shows the buttons of the current status the user may run, never to a stranger', () => {
    const labels = (who: AccessLists, status: string) =>
      availableTransitions(who, opportunity, id(status)).map((t) => t.label);
    expect(labels(demo('ejecutivo@demo.test'), 'quoted')).toEqual([
      'Volver a cotizar',
      'Cargar cotización manual',
      'Informar al cliente',
      'Aceptar cotización',
      'Marcar vencida',
      'Rechazar',
    ]);
    expect(labels(demo('ejecutivo@demo.test'), 'canceled')).toEqual([]);
    expect(labels(ADMIN, 'canceled')).toEqual(['Reabrir']);
    expect(labels(demo('soporte@demo.test'), 'active')).toEqual([]);
  });
});

describe('running a command', () => {
  const active = { status: id('active'), executive_id: null, close_reason: null };

  it('refuses a move the status does not allow, naming the ones it does', () => {
    const outcome = transitionChanges(
      opportunity,
      transitionOf(opportunity, 'accept')!,
      active,
      null,
    );
    expect(outcome).toEqual({
      errors: {
        status: [
          'No se puede «Aceptar cotización» desde el estado «Activa». Acciones posibles: Tomar, Empezar a trabajarla, Llamar, Volver a llamar, Agendar, Registrar como oferta, Cotizar, Dejar pendiente de cotización, Cargar cotización manual, Cancelar, No aplica.',
        ],
      },
    });
    expect(notByEditMessage(opportunity, id('emitted'))).toContain(
      'Finalizar, Marcar sin vigencia',
    );
  });

  it('keeps the reason of a lost one and clears it when reopened', () => {
    const cancel = transitionOf(opportunity, 'cancel')!;
    expect(transitionChanges(opportunity, cancel, active, undefined)).toEqual({
      errors: { reason: ['Indicá el motivo.'] },
    });
    const price = optionByCode(opportunityCloseReasons, 'price').id;
    expect(transitionChanges(opportunity, cancel, active, price)).toEqual({
      changes: { status: id('canceled'), close_reason: price },
    });
    const canceled = { ...active, status: id('canceled'), close_reason: price };
    expect(
      transitionChanges(opportunity, transitionOf(opportunity, 'reopen')!, canceled, null),
    ).toEqual({
      changes: { status: id('in_process'), close_reason: null },
    });
  });

  it('takes a request nobody holds for its runner, and refuses one someone else took', () => {
    const take = transitionOf(opportunity, 'take')!;
    expect(transitionChanges(opportunity, take, active, null, 7)).toEqual({
      changes: { status: statusIdOf(opportunity, 'in_process'), executive_id: 7 },
    });
    const taken = { ...active, status: id('in_process'), executive_id: 9 };
    expect(heldByAnother(opportunity, take, taken, 7)).toBe(true);
    expect(heldByAnother(opportunity, take, taken, 9)).toBe(false);
    // The conflict wins over the status: the runner hears someone took it.
    expect(transitionChanges(opportunity, take, taken, null, 7)).toEqual({
      conflict: TAKEN_MESSAGE,
    });
    const seen = (userId: number) =>
      availableTransitions(ADMIN, opportunity, id('active'), {
        values: { ...active, executive_id: 9 },
        userId,
      }).map((t) => t.command);
    expect(seen(7)).not.toContain('take');
    expect(seen(9)).toContain('take');
  });
});

describe('a request from the pool', () => {
  it('is taken before it is worked by whoever sees only theirs, not by full access', () => {
    const pool = access('opportunities: executive', 'opportunities: section_request');
    const nobodys = { status: id('active'), executive_id: null, close_reason: null };
    const call = transitionOf(opportunity, 'call')!;
    expect(transitionChanges(opportunity, call, nobodys, null, 7, pool)).toEqual({
      errors: { status: ['Para «Llamar» primero usá «Tomar»: así queda a tu nombre.'] },
    });
    expect(takeFirst(pool, opportunity, call, { ...nobodys, executive_id: 7 })).toBeUndefined();
    expect(takeFirst(access('opportunities: full_access'), opportunity, call, nobodys)).toBe(
      undefined,
    );
    // The product itself (no access given) and its buttons alike.
    expect('changes' in transitionChanges(opportunity, call, nobodys, null)).toBe(true);
    const buttons = availableTransitions(pool, opportunity, id('active'), {
      values: nobodys,
      userId: 7,
    });
    expect(buttons.map((t) => t.command)).toEqual(['take']);
  });
});

describe('where opportunities show', () => {
  it('on the pages of their client, their lead and their campaign, in the client’s order', () => {
    for (const parent of ['account', 'lead', 'admin/campaign'])
      expect(detailTabsOf(entityByName(parent))).toContainEqual({
        entity: 'opportunity',
        field: parent === 'account' ? 'account_id' : parent === 'lead' ? 'lead_id' : 'campaign_id',
        label: 'Oportunidades',
        tab: 'opportunities',
      });
    const account = inTabOrder(entityByName('account'), detailTabsOf(entityByName('account')));
    // Spec 2.3's order: the client's policies, then its opportunities.
    expect(account.map((t) => t.tab).slice(0, 2)).toEqual(['contracts', 'opportunities']);
    // A lead's "Agregar" fills its client, branch, campaign and origin in.
    const fromLead = opportunity.createFrom!.find((c) => c.from === 'lead')!;
    expect(fromLead.fill('l-1', { account_id: 'c-1', branch_id: 4, source: 3 })).toMatchObject({
      lead_id: 'l-1',
      account_id: 'c-1',
      branch_id: 4,
      source: 3,
    });
  });
});

describe('the opportunity’s record scope', () => {
  it('limits executives to theirs, shows the pool to request and duplicate handlers', () => {
    const [executive] = limitingScope(opportunity, EXECUTIVE)!;
    expect(executive).toMatchObject({ limited: true, unassigned: false });
    const [pool] = limitingScope(opportunity, demo('supervisor@demo.test'))!;
    expect(pool).toMatchObject({ limited: true, unassigned: true });
    expect(limitingScope(opportunity, access('opportunities: full_access'))).toBeNull();
    expect(limitingScope(opportunity, demo('operador@demo.test'))).toBeNull();
    expect(limitingScope(opportunity, ADMIN)).toBeNull();
  });
});
