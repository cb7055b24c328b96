/**
 * «Anular póliza» (domain/entities/contractMachine.ts): the insurer annulled the policy, so its
 * quotas still pending are annulled with it, each audited as part of the command, in its
 * transaction; the paid ones stay as they were. A quota changed meanwhile is a 409. The policy
 * as annulled is kept as a version effective today (the command takes no date), «Anulación:
 * <motivo>» (server/history/).
 */
import { ANNUL_QUOTAS, annulmentCause } from '../../domain/entities/contractMachine';
import { argentineToday } from '../../domain/engine/format';
import { recordVersion } from '../history/versionStore';
import { contract } from '../../domain/entities/contracts';
import { contractQuota } from '../../domain/entities/contractParts';
import { quotaStatuses } from '../../domain/enums/contracts';
import { optionByCode } from '../../domain/engine/defineEnum';
import { decodeRow } from '../db/codec';
import { HttpProblem } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { auditedMove } from '../rest/auditedMove';

const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;

export const annulMessages = {
  quotaChanged:
    'Una cuota de la póliza cambió mientras la anulabas (alguien registró un pago). Recargá la página y volvé a anularla.',
} as const;

/** What the quota's audit row calls the change. */
export const QUOTA_ANNULLED = 'Anulada con su póliza';

async function annulQuotas(tx: Store, record: Row, ctx: WriteContext): Promise<Row> {
  const rows = await tx.db
    .selectFrom(contractQuota.table)
    .selectAll()
    .where('contract_id', '=', String(record.id))
    .where('status', '=', quotaIs('pending'))
    .execute();
  const changes = { status: quotaIs('annulled') };
  for (const row of rows) {
    const before = decodeRow(contractQuota, row);
    const after = await auditedMove(tx, ctx, contractQuota, before, changes, QUOTA_ANNULLED);
    if (!after) throw new HttpProblem(409, annulMessages.quotaChanged);
  }
  // The runner stores the new status after this handler: the version is given it as pending.
  await recordVersion(
    tx,
    {
      entity: contract.name,
      id: String(record.id),
      effectiveFrom: argentineToday(),
      cause: annulmentCause(record.annul_reason),
      actorId: ctx.actorId,
    },
    record,
  );
  return {};
}

export const contractAnnulments: CommandHandlers = {
  [handlerKey(contract, ANNUL_QUOTAS)]: annulQuotas,
};
