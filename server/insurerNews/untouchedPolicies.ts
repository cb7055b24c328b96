/**
 * An organization's policies in force that no endorsement nor rejected payment has touched yet:
 * those an insurer's news may name without meeting an answer already given (the demo's file and
 * the news tests pick theirs here). Callers add their own columns and order.
 */
import { optionByCode } from '../../domain/engine/defineEnum';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRejectedPayment } from '../../domain/entities/contractRejectedPayments';
import { contractStatus } from '../../domain/enums/statuses';
import type { DynamicDb } from '../db/database';

/** An organization's policies with their insurer's name, as the news name them. */
export const policiesWithInsurer = (db: DynamicDb, organizationId: number) =>
  db
    .selectFrom(contract.table)
    .innerJoin('companies', 'companies.id', `${contract.table}.company_id`)
    .select([
      `${contract.table}.id as id`,
      'number',
      'company_id',
      'executive_id',
      'companies.name as company',
    ])
    .where(`${contract.table}.organization_id`, '=', organizationId);

export const untouchedPolicies = (db: DynamicDb, organizationId: number) =>
  policiesWithInsurer(db, organizationId)
    .where('status', '=', optionByCode(contractStatus, 'validity').id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(contractMovement.table)
            .select('id')
            .whereRef('contract_id', '=', `${contract.table}.id`),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(contractRejectedPayment.table)
            .select('id')
            .whereRef('contract_id', '=', `${contract.table}.id`),
        ),
      ),
    );
