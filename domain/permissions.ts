/**
 * The catalogue of permissions a role can grant: every permission the route table asks for
 * (domain/routes.ts), so an administrator can only choose permissions that open something.
 */
import { ADMINISTRATOR, normalisePermission } from './access';
import type { Choice } from './fields';
import { routeRules, type RouteRule } from './routes';

/** Spanish names of the permission areas (the part before the colon). */
const areaLabels: Record<string, string> = {
  administrator: 'Superusuario',
  admin: 'Administración',
  locations: 'Ubicaciones',
  imports: 'Importaciones',
  accounts: 'Cuentas',
  customer_support: 'Atención al cliente',
  pool: 'Encuestas',
  claims: 'Siniestros',
  contracts: 'Pólizas',
  contract_requests: 'Solicitudes de póliza',
  contract_researches: 'Investigaciones de pólizas',
  contract_rejected_payments: 'Pagos rechazados',
  opportunities: 'Oportunidades',
  coverages: 'Coberturas',
  tickets: 'Tickets',
  ticket_subjects: 'Asuntos de tickets',
  leads: 'Leads',
  charges: 'Cobranzas',
  checks: 'Cheques',
  payments: 'Pagos',
  reports: 'Reportes',
  providers: 'Tesorería',
};

function collect(rules: RouteRule[], into: Set<string>) {
  for (const rule of rules) {
    const entries = [...(rule.permission ?? []), ...Object.values(rule.actions ?? {}).flat()];
    for (const entry of entries)
      for (const alternative of entry.split('|')) into.add(normalisePermission(alternative));
    collect(rule.children ?? [], into);
  }
  return into;
}

const areaOf = (permission: string) => permission.split(':')[0].trim();

function buildCatalogue(): Choice[] {
  const all = collect(routeRules, new Set([ADMINISTRATOR]));
  all.delete('');
  return [...all]
    .map((id) => ({ id, label: id, group: areaLabels[areaOf(id)] ?? areaOf(id) }))
    .sort((a, b) => a.group.localeCompare(b.group, 'es') || a.id.localeCompare(b.id, 'es'));
}

export const permissionCatalogue: readonly Choice[] = buildCatalogue();
