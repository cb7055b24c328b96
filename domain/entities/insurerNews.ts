/**
 * The insurers' news, row by row (issue 32 §5, spec 2.3 `import_news`): every row of an
 * insurer's file of changes the import applied or kept (server/insurerNews/), so the file's
 * rows are never lost and never applied twice. A row is applied to its policy (the endorsement
 * answered, or the rejected payment recorded, each cited here), or kept «Para revisar» with the
 * reason in Spanish when it names no policy of the organization, or a policy that has no
 * endorsement waiting for the insurer's answer, or one that changed since. Whoever opens the
 * insurers' news (spec 6 `admin section_import_news`) reviews them at `import_news/row/review`:
 * «Asignar póliza y aplicar» with the policy's number (the insurer's typo fixed, or once the
 * endorsement was asked) applies the row as the import would have; «Descartar» keeps why.
 *
 * Written only by the product (the import and these commands). `identity` (a digest of its
 * insurer, its policy's number as matched and what the row reports: newsSheet.ts
 * `newsIdentity`) is unique in the organization: the same row imported again is refused on its
 * row, never applied twice.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { enumeration, integer, longText, reference, status, text } from '../engine/fields';
import type { StatusMachine } from '../engine/statusMachine';
import { insurerNewsKinds, insurerNewsStatus } from '../enums/insurerNews';
import { newsSheet } from '../insurerNews/newsSheet';

/** «Asignar póliza y aplicar»: the row applied to the policy named (server/insurerNews/). */
export const APPLY_NEWS = 'applyNews';

export const insurerNewsMachine: StatusMachine<'status'> = {
  field: 'status',
  initial: 'review',
  transitions: [
    {
      command: 'assign',
      label: 'Asignar póliza y aplicar',
      from: ['review'],
      to: 'applied',
      handler: APPLY_NEWS,
      movedOn: 'La novedad ya se aplicó o se descartó.',
      input: {
        assigned_number: text({
          label: 'Número de póliza',
          required: true,
          max: 60,
          helperText:
            'De una póliza de la compañía en tu organización, como figura en la póliza o como lo escribe la compañía.',
        }),
      },
    },
    {
      command: 'discard',
      label: 'Descartar',
      from: ['review'],
      to: 'discarded',
      movedOn: 'La novedad ya se aplicó o se descartó.',
      input: {
        review_note: text({ label: 'Por qué se descarta', required: true, max: 400 }),
      },
    },
  ],
};

export const insurerNews = defineEntity({
  name: 'import_news/row',
  table: 'insurer_news',
  label: { one: 'Novedad importada', many: 'Novedades importadas' },
  scope: 'organization',
  menuGroup: 'system',
  readOnly: true,
  fields: {
    import_id: reference({ label: 'Archivo', target: 'admin/import', filter: true }),
    line: integer({ label: 'Fila', min: 2, max: 1_000_000 }),
    company_id: reference({ label: 'Compañía', target: 'admin/company', filter: true }),
    policy_number: text({ label: 'Póliza según la compañía', max: 60, oneLine: true }),
    kind: enumeration({
      label: 'Novedad',
      enumeration: insurerNewsKinds,
      required: true,
      filter: true,
    }),
    status: status({
      label: 'Estado',
      enumeration: insurerNewsStatus,
      required: true,
      default: optionByCode(insurerNewsStatus, 'review').id,
      filter: true,
    }),
    reason: text({ label: 'Detalle', max: 600 }),
    contract_id: reference({ label: 'Póliza', target: 'contract', hiddenInList: true }),
    movement_id: reference({
      label: 'Endoso',
      target: 'contract_movement',
      hiddenInList: true,
    }),
    rejected_payment_id: reference({
      label: 'Pago rechazado',
      target: 'contract_rejected_payment',
      hiddenInList: true,
    }),
    review_note: text({ label: 'Por qué se descartó', max: 400, hiddenInList: true }),
    // The row's values as the import read them, to apply it later as it would have; its page
    // shows them as the sheet's columns (newsSheet.ts), with their labels and option names.
    values: longText({
      label: 'Valores de la fila',
      max: 20_000,
      hiddenInList: true,
      valuesOf: newsSheet,
    }),
    // A digest that only keeps a row from being imported twice: nothing for a reader.
    identity: text({
      label: 'Identidad de la novedad',
      max: 64,
      unique: true,
      hiddenInList: true,
      shownWhen: () => false,
    }),
  },
  list: [
    'created_at',
    'import_id',
    'line',
    'company_id',
    'policy_number',
    'kind',
    'status',
    'reason',
  ],
  search: ['policy_number', 'reason'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'policy_number',
  recordQualifier: 'company_id',
  statusMachine: insurerNewsMachine,
  listViews: [
    {
      path: 'review',
      label: 'Novedades para revisar',
      filter: { status: optionByCode(insurerNewsStatus, 'review').id },
      list: ['created_at', 'import_id', 'line', 'company_id', 'policy_number', 'kind', 'reason'],
      rowCommands: ['assign', 'discard'],
    },
  ],
});
