import { defineEntity } from '../engine/entity';
import {
  boolean,
  cuit,
  date,
  decimal,
  email,
  integer,
  phone,
  reference,
  text,
} from '../engine/fields';

/**
 * A producer (productor asesor de seguros, PAS) working for the organization: the SSN
 * registration is what insurers know them by. Scoped: each organization has its own producers.
 */
export const producer = defineEntity({
  name: 'admin/producer',
  table: 'producers',
  label: { one: 'Productor', many: 'Productores' },
  scope: 'organization',
  menuGroup: 'insurers',
  fields: {
    name: text({ label: 'Nombre y apellido', required: true, max: 150 }),
    cuit: cuit({
      label: 'CUIT',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un productor con ese CUIT en tu organización.',
    }),
    ssn_registration: integer({
      label: 'Matrícula SSN',
      required: true,
      min: 1,
      max: 999999,
      unique: true,
      uniqueMessage: 'Ya existe un productor con esa matrícula SSN en tu organización.',
      helperText: 'Número de matrícula de la Superintendencia de Seguros de la Nación',
    }),
    registration_expires_on: date({ label: 'Vencimiento de la matrícula', hiddenInList: true }),
    email: email({ label: 'Correo electrónico' }),
    phone: phone({ label: 'Teléfono', hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'name', 'cuit', 'ssn_registration', 'email', 'active'],
  search: ['name', 'cuit'],
  globalSearch: true,
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  children: [
    {
      entity: 'admin/producer_company_commission',
      field: 'producer_id',
      label: 'Comisiones',
      tab: 'commissions',
    },
  ],
});

/**
 * A producer's commission rate with one insurer for one branch. Spec 2.3 lists it as a list
 * screen; rows are written from the producer's page (its "Comisiones" block creates them with
 * the producer filled in), by import, or here, so create and edit stay open.
 */
export const producerCompanyCommission = defineEntity({
  name: 'admin/producer_company_commission',
  table: 'producer_company_commissions',
  label: { one: 'Comisión de productor', many: 'Comisiones de productores' },
  scope: 'organization',
  menuGroup: 'insurers',
  fields: {
    producer_id: reference({
      label: 'Productor',
      target: 'admin/producer',
      required: true,
      filter: true,
    }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
      detailTab: { tab: 'commissions', label: 'Comisiones de productores' },
    }),
    branch_id: reference({
      label: 'Ramo',
      target: 'admin/branch',
      required: true,
      filter: true,
      unique: { within: ['producer_id', 'company_id'] },
      uniqueMessage: 'El productor ya tiene una comisión con esa compañía para ese ramo.',
    }),
    rate: decimal({
      label: 'Comisión (%)',
      scale: 2,
      required: true,
      min: 0,
      max: 100,
      helperText: 'Porcentaje sobre la prima, p. ej. 17,50',
    }),
    valid_from: date({ label: 'Vigente desde', hiddenInList: true }),
  },
  list: ['id', 'producer_id', 'company_id', 'branch_id', 'rate'],
  sort: { field: 'producer_id', order: 'ASC' },
  recordLabel: 'rate',
  recordQualifier: 'producer_id',
});
