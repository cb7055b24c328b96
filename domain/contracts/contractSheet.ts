/**
 * The sheet a brokerage moves its portfolio in with (issue 31, import type «Pólizas» of
 * domain/imports.ts): one row per policy, as a broker keeps it: the insurer by name or CUIT,
 * the branch, the policy number, the client by CUIT or DNI, the validity, the premium and, if
 * known, the prima, the quotas, the payment type, the plate and a description. Its columns are
 * the contract's own fields (contracts.ts) where it has them, so each cell is read and
 * validated as the policy's; the server (server/contracts/importContracts.ts) finds the insurer
 * and the client and writes the policy with its parts (contractFromSheet.ts). Not a table: a
 * declaration the mapping, the model workbook and the cells follow.
 */
import { defineEntity } from '../engine/entity';
import { text } from '../engine/fields';
import { contract } from '../entities/contracts';

const own = contract.fields;

export const contractSheetMessages = {
  validityOrder: 'La vigencia hasta no puede ser anterior a la vigencia desde.',
  netAbovePremium: 'La prima no puede ser mayor que el premio.',
  notDocument:
    'El CUIT o DNI del cliente “:document” no es válido: escribí sus 11 dígitos (CUIT) o de 7 a 8 (DNI).',
  noClient:
    'No hay ningún cliente con CUIT o DNI :document en tu organización: cargalo antes de importar su póliza.',
  twoClients:
    'Hay :count clientes con CUIT o DNI :document en tu organización: unificalos antes de importar su póliza.',
  noCompany:
    'No existe la compañía “:company”: escribí su nombre o su CUIT como figura en Compañías.',
  twoCompanies: 'Hay :count compañías que se llaman “:company”: escribí su CUIT para elegir una.',
  duplicate: 'Ya existe la póliza :number de :company en tu organización.',
} as const;

export const contractSheet = defineEntity({
  name: 'imports/contract',
  table: '',
  label: { one: 'Póliza', many: 'Pólizas' },
  fields: {
    company: text({
      label: 'Compañía',
      required: true,
      max: 200,
      helperText: 'La aseguradora por su nombre (sin importar mayúsculas ni acentos) o su CUIT.',
    }),
    branch_id: { ...own.branch_id, helperText: 'El ramo por su nombre: Automotores, Hogar…' },
    number: own.number,
    client: text({
      label: 'CUIT o DNI del cliente',
      required: true,
      max: 20,
      helperText:
        'De un cliente ya cargado en tu organización, con o sin guiones y puntos. Es el tomador y el asegurado.',
    }),
    validity_from: own.validity_from,
    validity_to: {
      ...own.validity_to,
      helperText: 'Hasta hoy o después: la póliza queda vigente; antes: sin vigencia.',
    },
    issue_date: { ...own.issue_date, required: false, helperText: 'Vacía: la de vigencia desde.' },
    premium: { ...own.premium, required: true },
    net_premium: { ...own.net_premium, helperText: 'Vacía: igual al premio.' },
    quota_quantity: {
      ...own.quota_quantity,
      helperText: 'Vacía: una sola cuota. El premio se reparte en cuotas mensuales.',
    },
    payment_type: own.payment_type,
    plate: { ...own.plate, helperText: 'Si asegura un vehículo: queda como bien asegurado.' },
    title: own.title,
  },
  recordLabel: 'number',
  rules: [
    {
      field: 'validity_to',
      uses: ['validity_from'],
      check: (v) =>
        typeof v.validity_to === 'string' &&
        typeof v.validity_from === 'string' &&
        v.validity_to < v.validity_from
          ? contractSheetMessages.validityOrder
          : null,
    },
    {
      field: 'net_premium',
      uses: ['premium'],
      check: (v) =>
        v.net_premium != null && v.premium != null && Number(v.net_premium) > Number(v.premium)
          ? contractSheetMessages.netAbovePremium
          : null,
    },
  ],
});
