/**
 * The rows of an insurer's file of changes (import type «Novedades de compañías»,
 * domain/insurerNews/newsSheet.ts), each written as one `import_news/row` record of the
 * importer's organization (domain/entities/insurerNews.ts), in its own transaction:
 * 1. its cells read and checked (a bad date, a missing endoso number: the row's reason on the
 *    failed rows, nothing stored), its insurer found by name or CUIT;
 * 2. its policy found among the organization's policies of that insurer, by the number in the
 *    insurer's spelling (policyNumbers.ts);
 * 3. refused if the same news was imported before (its identity, unique in the organization:
 *    the same file imported twice applies nothing twice);
 * 4. applied (applyNews.ts) and stored «Aplicada» with what it changed, or stored «Para
 *    revisar» with the reason when it names no policy, several, or one whose state refuses it.
 */
import { createHash } from 'node:crypto';
import { optionByCode, optionById } from '../../domain/engine/defineEnum';
import { interpolate } from '../../domain/engine/messages';
import { hasErrors, validateRecord, type FieldErrors } from '../../domain/engine/validate';
import { contract } from '../../domain/entities/contracts';
import { insurerNews } from '../../domain/entities/insurerNews';
import { importRecord } from '../../domain/entities/import';
import { insurerNewsStatus } from '../../domain/enums/insurerNews';
import { newsIdentity, newsSheet } from '../../domain/insurerNews/newsSheet';
import { newsTexts } from '../../domain/insurerNews/newsTexts';
import { policyNumberKeys } from '../../domain/insurerNews/policyNumbers';
import { insurerOfCell } from '../contracts/importContracts';
import { decodeRow } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import type { RowCreator } from '../imports/rowWriter';
import { Mailer } from '../mail/mailer';
import { Notifier } from '../notifications/notifier';
import type { SheetRun } from '../imports/sheetWriters';
import { auditedMove } from '../rest/auditedMove';
import { createRecord } from '../rest/repository';
import {
  inTransaction,
  writerAsViewer,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import { applyNews, KeptForReview, type NewsApplied, type NewsServices } from './applyNews';
import { policyIndexes, type IndexedPolicy } from './policyIndex';

const newsIs = (code: string) => optionByCode(insurerNewsStatus, code).id;

/**
 * What makes a news row the one it is in its organization: its insurer, its policy (by id once
 * matched, else by the number's key) and what it reports, as a digest of fixed length.
 */
export const identityOf = (companyId: number, policy: string, values: Row) =>
  createHash('sha256')
    .update(`${companyId}|${policy}|${newsIdentity(values)}`)
    .digest('hex');

/** The 409 of a news already imported, naming its file, line and status. */
export async function refuseImported(store: Store, organizationId: number, identity: string) {
  const found = await store.db
    .selectFrom(insurerNews.table)
    .leftJoin(importRecord.table, `${importRecord.table}.id`, `${insurerNews.table}.import_id`)
    .select([
      `${insurerNews.table}.line as line`,
      `${insurerNews.table}.status as status`,
      `${importRecord.table}.file_name as file_name`,
    ])
    .where(`${insurerNews.table}.organization_id`, '=', organizationId)
    .where(`${insurerNews.table}.identity`, '=', identity)
    .executeTakeFirst();
  if (!found) return;
  throw new HttpProblem(
    409,
    interpolate(newsTexts.alreadyImported, {
      file: found.file_name ? `«${String(found.file_name)}»` : 'otro archivo',
      line: Number(found.line ?? 0),
      status: optionById(insurerNewsStatus, Number(found.status))?.label ?? '',
    }),
  );
}

/** The stored policy, decoded (it was just matched in the organization). */
export async function readPolicy(store: Store, id: string) {
  const row = await store.db
    .selectFrom(contract.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return decodeRow(contract, row);
}

export function newsCreator(store: Store, ctx: WriteContext, run: SheetRun): RowCreator {
  const organizationId = ctx.organizationId;
  if (organizationId == null) throw new Error('An insurer’s news needs an organization');
  // Without the app's (a bare run): notices stored unpushed; no e-mail is sent from a file.
  const services: NewsServices = {
    notifier: run.notifier ?? new Notifier(store, null),
    mailer: run.mailer ?? new Mailer(store, { smtpUrl: '', mailFrom: '' }),
    hooks: run.hooks,
  };
  const viewer = writerAsViewer(ctx);
  const insurerOf = insurerOfCell(store, viewer);
  const policiesOf = policyIndexes(store, organizationId);

  /** Stores the row, then (applied) moves it to «Aplicada», cited records and all. */
  const record = async (tx: Store, row: Row, applied?: NewsApplied) => {
    const cited = {
      import_id: run.importId,
      contract_id: row.contract_id ?? null,
      movement_id: applied?.movement_id ?? null,
      rejected_payment_id: applied?.rejected_payment_id ?? null,
    };
    const created = await createRecord(tx, insurerNews, { ...row, ...cited }, ctx, cited);
    if (!applied) return;
    const changes = { status: newsIs('applied'), reason: applied.reason };
    await auditedMove(tx, ctx, insurerNews, created, changes, newsTexts.appliedAudit);
  };

  return async (input, { line }) => {
    const { values, errors } = validateRecord(newsSheet, input, 'create');
    const refuse = (field: string, message: string) =>
      ((errors as FieldErrors)[field] ??= []).push(message);
    const insurer = await insurerOf(values.company, refuse);
    const keys = insurer ? policyNumberKeys(values.policy_number, insurer.id) : [];
    if (insurer && typeof values.policy_number === 'string' && !keys.length)
      refuse('policy_number', interpolate(newsTexts.noNumber, { number: values.policy_number }));
    if (hasErrors(errors) || !insurer) throw unprocessable(errors);

    const policies: IndexedPolicy[] = (await policiesOf(insurer.id))(keys);
    const policy = policies.length === 1 ? policies[0] : null;
    const identity = identityOf(
      insurer.id,
      policy ? `policy:${policy.id}` : `number:${keys[0]}`,
      values,
    );
    await refuseImported(store, organizationId, identity);
    const row: Row = {
      line,
      company_id: insurer.id,
      policy_number: String(values.policy_number),
      kind: values.kind,
      contract_id: policy?.id ?? null,
      values: JSON.stringify(values),
      identity,
    };
    // Two imports of the same file at once: the identity's unique index stops the second row,
    // whose transaction (and what it applied) is undone; its reason is the first one's.
    const once = async (write: () => Promise<unknown>) => {
      try {
        await write();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE')
          await refuseImported(store, organizationId, identity);
        throw error;
      }
    };
    const keep = async (reason: string) => {
      await once(() => inTransaction(store, (tx) => record(tx, { ...row, reason })));
      return { held: true };
    };
    if (!policy) {
      const params = {
        number: String(values.policy_number),
        company: insurer.name,
        count: policies.length,
      };
      return keep(
        interpolate(policies.length ? newsTexts.twoPolicies : newsTexts.noPolicy, params),
      );
    }
    try {
      await once(() =>
        inTransaction(store, async (tx) => {
          const target = {
            policy: await readPolicy(tx, policy.id),
            values,
            organizationId,
            ctx,
            store,
            services,
          };
          await record(tx, row, await applyNews(tx, target));
        }),
      );
      return {};
    } catch (error) {
      if (error instanceof KeptForReview) return keep(error.message);
      throw error;
    }
  };
}
