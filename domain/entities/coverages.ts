/**
 * The coverage catalogues of spec 2.3 (issue 13 section 6). `coverage` is ours: the letters an
 * Argentine broker quotes by (A responsabilidad civil, B robo e incendio total, C terceros
 * completos, D todo riesgo), what each covers, so quotes of several insurers compare on one
 * scale. `coverage_old` is each insurer's coverage as its web service or file names it, matched
 * to ours by hand; `without-identifier` lists those still unmatched. `coverage_package` is the
 * plan an insurer sells, made of our coverages.
 *
 * Not scoped: like the insurers and their codes (admin/map), an insurer's coverages and plans
 * are the same for every organization, and the quoting connectors need one translation.
 */
import { defineEntity } from '../engine/entity';
import { coverageDeductibles } from '../enums/coverages';
import {
  boolean,
  date,
  enumeration,
  longText,
  reference,
  referenceList,
  text,
} from '../engine/fields';

const branch = reference({
  label: 'Ramo',
  target: 'admin/branch',
  required: true,
  filter: true,
});

const insurer = (tab: string, label: string) =>
  reference({
    label: 'Compañía',
    target: 'admin/company',
    required: true,
    filter: true,
    // The insurer's page lists them: its whole offer at a glance.
    detailTab: { tab, label },
  });

/** What a coverage pays for, each a yes/no a broker compares across insurers. */
const covers = (label: string, helperText?: string) =>
  boolean({ label, filter: true, hiddenInList: true, helperText });

export const coverageMessages = {
  code: 'El código lleva solo letras mayúsculas y números, y si hace falta + o -: p. ej. B1 o C+.',
  codeTaken: 'Ya existe una cobertura con ese código en el ramo.',
  nameTaken: 'Ya existe una cobertura con ese nombre en el ramo.',
  sameBranch: 'Elegí una de nuestras coberturas del mismo ramo que la de la compañía.',
  insurerCodeTaken: 'La compañía ya tiene una cobertura con ese código en el ramo.',
  packageTaken: 'La compañía ya tiene un paquete con ese nombre en el ramo.',
} as const;

export const coverage = defineEntity({
  name: 'coverage',
  table: 'coverages',
  sharedRows: true,
  label: { one: 'Cobertura', many: 'Coberturas' },
  menuGroup: 'insurers',
  fields: {
    code: text({
      label: 'Código',
      required: true,
      max: 10,
      upperCase: true,
      pattern: { regex: /^[A-Z0-9][A-Z0-9+-]*$/, message: coverageMessages.code },
      // The letters repeat across branches: a motorcycle's A is not a car's A.
      unique: { within: ['branch_id'] },
      uniqueMessage: coverageMessages.codeTaken,
      helperText: 'Como la nombra el mercado, p. ej. A, B1 o C+',
    }),
    name: text({
      label: 'Nombre',
      required: true,
      max: 120,
      unique: { within: ['branch_id'] },
      uniqueMessage: coverageMessages.nameTaken,
      helperText: 'P. ej. Terceros completos',
    }),
    branch_id: branch,
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    total_theft: covers('Robo o hurto total'),
    partial_theft: covers('Robo o hurto parcial', 'Ruedas, accesorios y partes'),
    total_fire: covers('Incendio total'),
    partial_fire: covers('Incendio parcial'),
    total_loss: covers('Destrucción total por accidente'),
    partial_loss: covers('Daños parciales por accidente', 'Lo que suele llamarse todo riesgo'),
    hail: boolean({ label: 'Granizo', filter: true }),
    glass: covers('Cristales y cerraduras'),
    roadside_assistance: covers('Asistencia mecánica y remolque'),
    deductible: enumeration({
      label: 'Franquicia',
      enumeration: coverageDeductibles,
      required: true,
      default: 1,
      filter: true,
    }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['code', 'name', 'branch_id', 'hail', 'deductible', 'active'],
  search: ['code', 'name'],
  sort: { field: 'code', order: 'ASC' },
  recordLabel: 'name',
  // "Terceros completos (Automotores)": the same name is sold in several branches.
  recordQualifier: 'branch_id',
  offeredWhile: 'active',
});

export const coverageOld = defineEntity({
  name: 'coverage_old',
  table: 'insurer_coverages',
  sharedRows: true,
  label: { one: 'Cobertura de compañía', many: 'Coberturas de compañías' },
  menuGroup: 'insurers',
  fields: {
    company_id: insurer('coverages', 'Coberturas recibidas'),
    insurer_code: text({
      label: 'Código de la compañía',
      required: true,
      max: 30,
      unique: { within: ['company_id', 'branch_id'] },
      uniqueMessage: coverageMessages.insurerCodeTaken,
      helperText: 'Como llega en el servicio web o el archivo de la compañía',
    }),
    insurer_name: text({ label: 'Nombre en la compañía', required: true, max: 200 }),
    branch_id: branch,
    coverage_id: reference({
      label: 'Nuestra cobertura',
      target: 'coverage',
      filter: true,
      dependsOn: { field: 'branch_id', via: 'branch_id', message: coverageMessages.sameBranch },
      helperText: 'Vacía mientras no se identifique con una de las nuestras',
    }),
    received_on: date({ label: 'Recibida el', filter: true }),
  },
  list: ['insurer_name', 'insurer_code', 'company_id', 'branch_id', 'coverage_id', 'received_on'],
  search: ['insurer_code', 'insurer_name'],
  sort: { field: 'received_on', order: 'DESC' },
  recordLabel: 'insurer_name',
  recordQualifier: 'company_id',
  listViews: [
    {
      path: 'without-identifier',
      label: 'Coberturas sin identificar',
      filter: { coverage_id: null },
      rowEdit: { label: 'Asignar nuestra cobertura', fields: ['coverage_id'] },
    },
  ],
});

export const coveragePackage = defineEntity({
  name: 'coverage_package',
  table: 'coverage_packages',
  sharedRows: true,
  label: { one: 'Paquete de coberturas', many: 'Paquetes de coberturas' },
  menuGroup: 'insurers',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      max: 120,
      unique: { within: ['company_id', 'branch_id'] },
      uniqueMessage: coverageMessages.packageTaken,
      helperText: 'Como lo vende la compañía, p. ej. Plan Clásico',
    }),
    company_id: insurer('packages', 'Paquetes de coberturas'),
    branch_id: branch,
    insurer_code: text({ label: 'Código de la compañía', max: 30, hiddenInList: true }),
    coverages: referenceList({ label: 'Coberturas incluidas', target: 'coverage', required: true }),
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['name', 'company_id', 'branch_id', 'coverages', 'active'],
  search: ['name', 'insurer_code'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  recordQualifier: 'company_id',
  offeredWhile: 'active',
});
