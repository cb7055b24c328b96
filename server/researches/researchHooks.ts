/**
 * A research as it opens, by hand or by the scheduled rule (domain/entities/contractResearches.ts):
 * its policy must still cover (422), a renewal's must be due within the organization's window
 * (422, saying from when) and have no renewal for that due date that is still worked or done
 * (409); an ART increase is of an ART policy (422). It then copies what it says of its policy.
 */
import { contract } from '../../domain/entities/contracts';
import {
  ART_BRANCH,
  contractResearch,
  researchKind,
} from '../../domain/entities/contractResearches';
import { IN_FORCE } from '../../domain/entities/contractMachine';
import { contractResearchStatus, contractStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { notDueReason } from '../../domain/researches/renewalRules';
import { decodeRow, type Row } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import type { HookTable } from '../rest/hooks';
import type { Store } from '../rest/store';
import { renewalSettingsOf } from './settingsStore';

export const researchHookMessages = {
  notInForce: 'La póliza ya no está vigente: no se abre una gestión sobre ella.',
  notArt: 'Un aumento de ART se abre sobre una póliza del ramo ART.',
  alreadyOpen:
    'La póliza ya tiene una renovación para este vencimiento: seguila desde su pestaña «Renovaciones».',
} as const;

const inForce = IN_FORCE.map((code) => optionByCode(contractStatus, code).id);
const REJECTED = optionByCode(contractResearchStatus, 'rejected').id;

/** The renewal of this policy for its due date that is still worked or already done, if any. */
export async function renewalFor(tx: Store, contractId: string, dueDate: string) {
  return tx.db
    .selectFrom(contractResearch.table)
    .select(['id', 'status'])
    .where('contract_id', '=', contractId)
    .where('kind', '=', researchKind('renewal'))
    .where('due_date', '=', dueDate)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** What a research copies of its policy when it opens. */
export function copiedFromContract(policy: Row): Row {
  return {
    // The policy and its holder: the kind has a column (and a list) of its own.
    title: `${String(policy.number)} · ${String(policy.holder_name ?? '')}`.slice(0, 300),
    holder_name: policy.holder_name ?? null,
    account_id: policy.account_id ?? null,
    branch_id: policy.branch_id ?? null,
    company_id: policy.company_id ?? null,
    executive_id: policy.executive_id ?? null,
    due_date: policy.validity_to ?? null,
    current_premium: policy.premium ?? null,
    claims_in_period: 0,
  };
}

async function opening(tx: Store, values: Row, organizationId: number | null): Promise<Row> {
  const row = await tx.db
    .selectFrom(contract.table)
    .selectAll()
    .where('id', '=', String(values.contract_id))
    .executeTakeFirst();
  // The reference was checked already (a policy out of sight is a 422 on it).
  if (!row) return {};
  const policy = decodeRow(contract, row);
  if (!inForce.includes(Number(policy.status)))
    throw unprocessable({ contract_id: [researchHookMessages.notInForce] });
  const kind = Number(values.kind);
  if (kind === researchKind('art_increase') && Number(policy.branch_id) !== ART_BRANCH)
    throw unprocessable({ contract_id: [researchHookMessages.notArt] });
  if (kind === researchKind('renewal')) {
    const found = await renewalFor(tx, String(policy.id), String(policy.validity_to));
    if (found && Number(found.status) !== REJECTED)
      throw new HttpProblem(409, researchHookMessages.alreadyOpen);
    const settings = await renewalSettingsOf(tx, organizationId ?? 0);
    const reason = notDueReason(String(policy.validity_to), argentineToday(), settings);
    if (reason) throw unprocessable({ contract_id: [reason] });
  }
  return copiedFromContract(policy);
}

export const researchHooks: HookTable = {
  [contractResearch.name]: [
    {
      async before({ store, action, after, complete, writer }) {
        if (action !== 'create' || !after || !complete) return;
        complete(await opening(store, after, writer?.organizationId ?? null));
      },
    },
  ],
};
