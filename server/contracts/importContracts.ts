/**
 * Policies imported with a brokerage's portfolio (import type «Pólizas», the sheet of
 * domain/contracts/contractSheet.ts): each row's insurer found by name or CUIT among the
 * insurers, its client by CUIT or DNI among the clients of the importer's organization
 * (whoever works them, as duplicates are looked up), its policy number new for that insurer
 * in the organization; then, in one transaction, the organization's next internal number and
 * the policy with its people, item and quotas written as an issued one is (issueContract.ts):
 * through the generic create, validated and audited as the importer's. A policy whose validity
 * already ended is moved out of force in that transaction, as the daily job would move it.
 * Each refusal is the row's Spanish reason in the failed-rows workbook.
 */
import { sql } from 'kysely';
import { internalNumberOf } from '../../domain/contracts/contractFromRequest';
import {
  contractFromSheet,
  documentDigits,
  type SheetClient,
} from '../../domain/contracts/contractFromSheet';
import { contractSheet, contractSheetMessages } from '../../domain/contracts/contractSheet';
import { optionByCode } from '../../domain/engine/defineEnum';
import { duplicateProbe } from '../../domain/engine/duplicates';
import { argentineToday } from '../../domain/engine/format';
import { interpolate } from '../../domain/engine/messages';
import { hasErrors, validateRecord } from '../../domain/engine/validate';
import { account } from '../../domain/entities/clients';
import { company } from '../../domain/entities/company';
import {
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { contract, ISSUED_CAUSE } from '../../domain/entities/contracts';
import { contractStatus } from '../../domain/enums/statuses';
import { foldHeader } from '../../domain/imports';
import { nextNumber } from '../db/numberSequences';
import { unprocessable } from '../http/problems';
import type { RowCreator } from '../imports/rowWriter';
import { auditedMove } from '../rest/auditedMove';
import { createRecord } from '../rest/repository';
import { recordVersion } from '../history/versionStore';
import {
  inTransaction,
  visibleTo,
  writerAsViewer,
  type Row,
  type Store,
  type Viewer,
  type WriteContext,
} from '../rest/store';
import { VALIDITY_ENDED } from './contractExpiry';
import { CONTRACT_SERIES } from './issueContract';

type Insurer = { id: number; name: string };

/** The insurers by folded name, business name and CUIT (read once per import; the news too). */
export async function insurerIndex(store: Store, viewer: Viewer | null) {
  const rows = await visibleTo(store.db.selectFrom(company.table), company, viewer)
    .select(['id', 'name', 'business_name', 'cuit'])
    .execute();
  const index = new Map<string, Insurer[]>();
  for (const row of rows) {
    const insurer = { id: Number(row.id), name: String(row.name) };
    for (const key of [row.name, row.business_name, row.cuit]) {
      const folded = typeof key === 'string' ? foldHeader(key) : '';
      const found = index.get(folded) ?? [];
      if (folded && !found.some((f) => f.id === insurer.id)) index.set(folded, [...found, insurer]);
    }
  }
  return index;
}

/**
 * The sheet's «Compañía» cell as one insurer, or its refusal under `company` when none or
 * several match (the index read once, at the first row that names one).
 */
export function insurerOfCell(store: Store, viewer: Viewer | null) {
  let insurers: ReturnType<typeof insurerIndex> | null = null;
  return async (cell: unknown, refuse: (field: string, message: string) => void) => {
    if (typeof cell !== 'string') return undefined;
    const found = (await (insurers ??= insurerIndex(store, viewer))).get(foldHeader(cell));
    const params = { company: cell, count: found?.length ?? 0 };
    if (!found?.length) refuse('company', interpolate(contractSheetMessages.noCompany, params));
    else if (found.length > 1)
      refuse('company', interpolate(contractSheetMessages.twoCompanies, params));
    else return found[0];
    return undefined;
  };
}

/** The organization's clients whose CUIT or DNI is `digits` (at most a few). */
async function clientsOf(store: Store, viewer: Viewer | null, digits: string) {
  const cuit = digits.length === 11 ? duplicateProbe(account, 'cuit', digits) : null;
  const documents = [...new Set([digits, digits.replace(/^0+/, ''), digits.padStart(8, '0')])];
  const rows = await visibleTo(store.db.selectFrom(account.table), account, viewer, {
    assignment: false,
  })
    .select(['id', 'display_name', 'cuit', 'document_number', 'executive_id'])
    .where((eb) =>
      eb.or([
        eb('document_number', 'in', documents),
        ...(cuit === null ? [] : [eb('cuit', '=', cuit)]),
      ]),
    )
    .orderBy('id')
    .limit(3)
    .execute();
  return rows as SheetClient[];
}

/** Writes each imported row as a policy of the importer's organization (see the header). */
export function contractCreator(store: Store, ctx: WriteContext): RowCreator {
  const viewer = writerAsViewer(ctx);
  const insurerOf = insurerOfCell(store, viewer);
  const notValidity = optionByCode(contractStatus, 'not_validity').id;

  return async (input: Row) => {
    const organizationId = ctx.organizationId;
    if (organizationId == null) throw new Error('An imported policy needs an organization');
    const { values, errors } = validateRecord(contractSheet, input, 'create');
    const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);

    const insurer = await insurerOf(values.company, refuse);
    let client: SheetClient | undefined;
    if (typeof values.client === 'string') {
      const digits = documentDigits(values.client);
      const found = digits === null ? [] : await clientsOf(store, viewer, digits);
      const params = { document: values.client, count: found.length };
      if (digits === null) refuse('client', interpolate(contractSheetMessages.notDocument, params));
      else if (!found.length) refuse('client', interpolate(contractSheetMessages.noClient, params));
      else if (found.length > 1)
        refuse('client', interpolate(contractSheetMessages.twoClients, params));
      else client = found[0];
    }
    if (insurer && typeof values.number === 'string') {
      const clash = await visibleTo(store.db.selectFrom(contract.table), contract, viewer, {
        assignment: false,
      })
        .select('id')
        .where('company_id', '=', insurer.id)
        .where(sql<boolean>`lower(${sql.ref('number')}) = lower(${values.number})`)
        .limit(1)
        .executeTakeFirst();
      const params = { number: values.number, company: insurer.name };
      if (clash) refuse('number', interpolate(contractSheetMessages.duplicate, params));
    }
    if (hasErrors(errors) || !insurer || !client) throw unprocessable(errors);

    await inTransaction(store, async (tx) => {
      const issued = contractFromSheet({
        values,
        client,
        companyId: insurer.id,
        internalNumber: internalNumberOf(await nextNumber(tx, organizationId, CONTRACT_SERIES)),
        today: argentineToday(),
      });
      // The client and their executive come from the client's record: they need only be the
      // organization's, not records the importer works (as an issued policy cites them).
      const cited = { account_id: client.id, executive_id: client.executive_id ?? null };
      const created = await createRecord(tx, contract, issued.contract, ctx, cited);
      const contractId = String(created.id);
      const parts = [
        [contractPersonRow, issued.people],
        [contractItemRow, issued.items],
        [contractQuota, issued.quotas],
      ] as const;
      for (const [entity, rows] of parts)
        for (const row of rows)
          await createRecord(tx, entity, { ...row, contract_id: contractId }, ctx, {
            contract_id: contractId,
          });
      if (issued.ended)
        await auditedMove(tx, ctx, contract, created, { status: notValidity }, VALIDITY_ENDED);
      // Its version 1, as an issued one's: effective on its validity start (an ended one, ended).
      await recordVersion(tx, {
        entity: contract.name,
        id: contractId,
        effectiveFrom: String(created.validity_from),
        cause: ISSUED_CAUSE,
        actorId: ctx.actorId,
      });
    });
  };
}
