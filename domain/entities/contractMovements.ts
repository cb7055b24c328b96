/**
 * A policy's movements, its endorsements (issue 32 section 1, spec 2.3 `contract_movement`,
 * spec 3's movement types and motives): one record per change asked of the insurer, from the
 * request (the news flow, `movements/{contract}/contract_request/…`: pending 201, then sent to
 * the insurer, pending_cia 205) to the insurer's answer (the contract response flow,
 * `movements/{contract}/contract_response/…`), which is applied to the policy (emitted 203,
 * response processed 222) or refused (rejected 204, response rejected 223). Applying it changes
 * the policy through one function per type (domain/movements/movementEffects.ts), keeps a new
 * version of it (the policy as of any date) and prints the endorsement.
 *
 * A movement is its policy's: whoever sees the policy sees it (two hops: policy, client).
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import {
  date,
  datetime,
  enumeration,
  integer,
  longText,
  money,
  reference,
  text,
} from '../engine/fields';
import { annulmentMotives, modificationMotives, movementTypes } from '../enums/catalogues';
import { contractRequestStatus, contractResponseStatus } from '../enums/statuses';
import { movementMachine } from '../movements/movementMachine';
import { movementWizardLink } from '../movements/movementFlows';

const USER = 'auth-admin/user';
// An endorsement's premium is negative when the insurer returns money (an annulment's refund).
const SIGNED = { min: -1e13, max: 1e13 } as const;
const AMOUNT = { min: 0, max: 1e13 } as const;

export const contractMovement = defineEntity({
  name: 'contract_movement',
  table: 'contract_movements',
  idKind: 'uuid',
  label: { one: 'Endoso', many: 'Endosos' },
  scope: 'organization',
  menuGroup: 'contracts',
  // Written by its two wizards and its commands, never by a plain form.
  readOnly: true,
  fields: {
    contract_id: reference({
      label: 'Póliza',
      target: 'contract',
      required: true,
      filter: true,
      detailTab: { tab: 'responses', label: 'Endosos' },
    }),
    // 1, 2…: the policy's own count of its endorsements, as the insurer numbers them.
    numeration: integer({ label: 'Endoso N.º', min: 1, max: 9999 }),
    movement_type: enumeration({
      label: 'Tipo de endoso',
      enumeration: movementTypes,
      required: true,
      filter: true,
    }),
    annulment_motive: enumeration({
      label: 'Motivo de anulación',
      enumeration: annulmentMotives,
      filter: true,
      hiddenInList: true,
    }),
    modification_motive: enumeration({
      label: 'Motivo de modificación',
      enumeration: modificationMotives,
      filter: true,
      hiddenInList: true,
    }),
    effective_date: date({ label: 'Vigencia del endoso', required: true, filter: true }),
    description: longText({ label: 'Qué cambia', max: 2000, hiddenInList: true }),
    status: enumeration({
      label: 'Estado',
      enumeration: contractRequestStatus,
      required: true,
      default: optionByCode(contractRequestStatus, 'pending').id,
      filter: true,
    }),
    response_status: enumeration({
      label: 'Respuesta de la compañía',
      enumeration: contractResponseStatus,

      filter: true,
    }),
    requested_by: reference({ label: 'Pedido por', target: USER, hiddenInList: true }),
    executive_id: reference({ label: 'Ejecutivo', target: USER, filter: true }),
    requested_at: datetime({ label: 'Pedido' }),
    sent_at: datetime({ label: 'Enviado a la compañía', hiddenInList: true }),
    // The insurer's answer (the response flow's general step).
    endorsement_number: text({
      label: 'Número de endoso de la compañía',
      max: 40,
      hiddenInList: true,
    }),
    issue_date: date({ label: 'Fecha de emisión del endoso', hiddenInList: true }),
    insurer_message: text({ label: 'Respuesta de la compañía', max: 400, hiddenInList: true }),
    // The endorsement's own amounts (a refund negative) and the policy's premium around it.
    premium_change: money({ label: 'Premio del endoso', ...SIGNED }),
    premium_before: money({ label: 'Premio anterior', ...AMOUNT, hiddenInList: true }),
    premium_after: money({ label: 'Premio resultante', ...AMOUNT, hiddenInList: true }),
    processed_at: datetime({ label: 'Aplicado', hiddenInList: true }),
    // What applying it changed, kept then for its printed endorsement (movementChanges.ts): a
    // JSON the product writes, read by the document, not by people on the page.
    applied_changes: longText({
      label: 'Cambios aplicados a la póliza',
      max: 200_000,
      system: true,
      hiddenInList: true,
      shownWhen: () => false,
    }),
  },
  list: [
    'contract_id',
    'numeration',
    'movement_type',
    'effective_date',
    'status',
    'response_status',
    'premium_change',
    'requested_at',
  ],
  search: ['endorsement_number', 'description'],
  sort: { field: 'requested_at', order: 'DESC' },
  recordLabel: 'numeration',
  recordQualifier: 'contract_id',
  assignedTo: { through: 'contract_id' },
  statusMachine: movementMachine,
  wizard: { label: 'Abrir el endoso', link: movementWizardLink },
});
