/**
 * The documents a broker sends about a policy (issue 31): «Resumen de póliza», for every policy,
 * and «Certificado de cobertura», the paper a driver carries, for a vehicle's policy in force on
 * the day it is printed. Their names, addresses and the rule of which a policy has live here once,
 * for the server (server/contracts/contractDocumentRoutes.ts) and the policy's page
 * (resources/contracts/ContractDocuments.tsx).
 */
import { optionByCode, optionById } from '../engine/defineEnum';
import { email } from '../engine/fields';
import { formatDate } from '../engine/format';
import { IN_FORCE } from '../entities/contractMachine';
import { branches } from '../enums/branches';
import { contractStatus } from '../enums/statuses';
import { VEHICLE_BRANCH_CODES, isVehicleBranch } from '../quoting/branchRates';

export const CONTRACT_DOCUMENTS = ['summary', 'certificate'] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENTS)[number];

/** What each one is, as its title and its button say it. */
export const contractDocumentTitles: Record<ContractDocumentKind, string> = {
  summary: 'Resumen de póliza',
  certificate: 'Certificado de cobertura',
};

/** «Automotores, Motos o Flotas»: the branches that have a certificate. */
const vehicleBranchNames = (() => {
  const names = VEHICLE_BRANCH_CODES.map((code) => optionByCode(branches, code).label);
  return `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`;
})();

export const contractDocumentMessages = {
  certificateVehiclesOnly: `El certificado de cobertura es solo para pólizas de ${vehicleBranchNames}: esta póliza tiene su resumen.`,
  failed: 'No se pudo generar el documento. Probá de nuevo en unos minutos.',
  attachFailed: 'No se pudo adjuntar el documento a la póliza.',
  attached: (title: string) => `Guardamos «${title}» en los archivos de la póliza.`,
  send: 'Enviar por correo',
  sent: (to: string) => `Enviado a ${to}; queda en Correos salientes.`,
  sendFailed: 'No se pudo enviar el documento.',
} as const;

/** What «Enviar por correo» asks: the address the document goes to (the client's, proposed). */
export const contractDocumentMailFields = {
  to: email({ label: 'Destinatario', required: true }),
} as const;

/** «Póliza 004-01-2617919: resumen de póliza». */
export const contractDocumentMailSubject = (kind: ContractDocumentKind, number: unknown) =>
  `Póliza ${String(number ?? '')}: ${contractDocumentTitles[kind].toLowerCase()}`;

/** The message the document goes with, signed by the policy's organization. */
export const contractDocumentMailText = (
  kind: ContractDocumentKind,
  number: unknown,
  organization: string,
) =>
  `Hola:\n\nTe enviamos adjunto el ${contractDocumentTitles[kind].toLowerCase()} de la póliza ${String(number ?? '')}.\n\nCualquier consulta, respondé este correo o llamanos.\n\nSaludos,\n${organization}\n`;

/** `contract/{id}/document/summary`, below the API's base. */
export const contractDocumentPath = (contractId: string, kind: ContractDocumentKind) =>
  `contract/${encodeURIComponent(contractId)}/document/${kind}`;

/** `contract/{id}/document/summary/send`: e-mails it through the outbox. */
export const contractDocumentSendPath = (contractId: string, kind: ContractDocumentKind) =>
  `${contractDocumentPath(contractId, kind)}/send`;

/** «Resumen de póliza 0012-345678.pdf». */
export const contractDocumentFileName = (kind: ContractDocumentKind, number: unknown) =>
  `${contractDocumentTitles[kind]} ${String(number ?? '')}`.trim().replace(/[/\\]/g, '-') + '.pdf';

/** A vehicle's policy has a certificate: a car's, a motorcycle's, a fleet's. */
export const hasCertificate = (branchId: unknown) => isVehicleBranch(Number(branchId));

/** A policy as its page and the API have it (its branch, status and validity are read). */
type Policy = Readonly<Record<string, unknown>>;

/** A policy still covering on `today` (`YYYY-MM-DD`): in force, and within its validity. */
export function coversOn(policy: Policy, today: string): boolean {
  const code = optionById(contractStatus, Number(policy.status))?.code;
  return (
    (IN_FORCE as readonly string[]).includes(code ?? '') &&
    String(policy.validity_from) <= today &&
    today <= String(policy.validity_to)
  );
}

/**
 * Why the certificate cannot be printed `today` for this policy, or null: only a vehicle's policy
 * has one, and it certifies a coverage in force that day (an annulled or ended policy, or one
 * whose validity has not started, is certified by nobody).
 */
export function certificateRefusal(policy: Policy, today: string): string | null {
  if (!hasCertificate(policy.branch_id)) return contractDocumentMessages.certificateVehiclesOnly;
  if (coversOn(policy, today)) return null;
  const status = optionById(contractStatus, Number(policy.status))?.label;
  const validity = `del ${formatDate(String(policy.validity_from))} al ${formatDate(String(policy.validity_to))}`;
  return `La póliza no está vigente hoy (${status ? `${status}, ` : ''}vigencia ${validity}): no se puede certificar su cobertura.`;
}

/** Which documents this policy offers on `today`, with why a listed one cannot be printed. */
export function contractDocumentsOf(policy: Policy, today: string) {
  return CONTRACT_DOCUMENTS.filter(
    (kind) => kind === 'summary' || hasCertificate(policy.branch_id),
  ).map((kind) => ({
    kind,
    title: contractDocumentTitles[kind],
    refusal: kind === 'certificate' ? certificateRefusal(policy, today) : null,
  }));
}
