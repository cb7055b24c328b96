/**
 * What a contract request needs besides its data before it goes to the insurer (spec 2.5): the
 * inspection of the vehicle, the people or the common risk (approved by operations, or not
 * required: a 0 km, a branch without one), and for ART the current ART's no-objection letter,
 * approved. The wizard shows them as steps, the detail says what is missing, and «Emitir»
 * refuses while anything is (server/contracts/emitRequest.ts): one rule for both.
 */
import { optionByCode, optionById } from '../engine/defineEnum';
import { branches, isCommonBranch } from '../enums/branches';
import { inspectionViews } from '../enums/contracts';
import { inspectionStatus, noObjectionLetterStatus } from '../enums/statuses';
import type { FlowDraft } from '../engine/flows';

type Row = Record<string, unknown>;
const branch = (code: string) => optionByCode(branches, code).id;
const view = (code: string) => Number(optionByCode(inspectionViews, code).id);
export const inspectionState = (code: string) => Number(optionByCode(inspectionStatus, code).id);
export const letterState = (code: string) => Number(optionByCode(noObjectionLetterStatus, code).id);

const VEHICLES = [branch('car'), branch('motorcycle'), branch('fleet')];

/** Spec 2.5: car, motorcycle, fleet, personal accidents and the common branches. */
export const needsInspection = (branchId: number) =>
  VEHICLES.includes(branchId) ||
  branchId === branch('personal_accidents') ||
  isCommonBranch(branchId);

/** Spec 2.5: the ART flow adds the no-objection letter. */
export const LETTER_BRANCHES = [branch('art')];
export const needsLetter = (branchId: number) => LETTER_BRANCHES.includes(branchId);

/** The views operations asks of a vehicle; of anything else, one photo of the risk. */
export function requiredViews(branchId: number): number[] {
  if (VEHICLES.includes(branchId))
    return ['front', 'back', 'left', 'right', 'odometer', 'chassis'].map(view);
  return [view('risk')];
}

/** The required views no photo shows yet, by name: «Frente, Cuentakilómetros». */
export function missingViews(branchId: number, shown: readonly unknown[]): string[] {
  const have = new Set(shown.map(Number));
  return requiredViews(branchId)
    .filter((id) => !have.has(id))
    .map((id) => optionById(inspectionViews, id)?.label ?? String(id));
}

/**
 * The status an inspection starts in when «Confirmar para emisión» opens the request, or null
 * for a branch without one: not required for a 0 km (every vehicle of a fleet a 0 km), else
 * waiting for its photos. `quoted` is the opportunity's quoting wizard.
 */
export function inspectionAtStart(branchId: number, quoted: FlowDraft['values'] | null) {
  if (!needsInspection(branchId)) return null;
  const zeroKm = (vehicle: unknown) => (vehicle as Row | null)?.zero_km === true;
  const fleet = (quoted?.object?.vehicles ?? []) as unknown[];
  const allNew =
    branchId === branch('fleet')
      ? fleet.length > 0 && fleet.every(zeroKm)
      : zeroKm(quoted?.vehicle);
  return inspectionState(allNew ? 'no_required' : 'without_picture');
}

export const requirementMessages = {
  missingViews: (names: string[]) =>
    `Faltan fotos de: ${names.join(', ')}. Cargalas en la pestaña «Fotos» antes de enviarla a revisión.`,
  noInspection:
    'La solicitud no tiene inspección: pedile a operaciones que la abra antes de emitir.',
  inspectionPending: (status: string) =>
    `La inspección está «${status}»: operaciones tiene que aprobarla antes de emitir.`,
  inspectionRejected:
    'Operaciones rechazó la inspección: la compañía no emite esta póliza. Anulá la solicitud o hablá con operaciones.',
  letterMissing:
    'Falta la carta de no objeción de la ART actual aprobada por operaciones: cargala en la pestaña «Carta de no objeción» de la solicitud.',
} as const;

/** What the request's inspection and letters leave pending, or null when it may be emitted. */
export function emissionBlock(
  branchId: number,
  inspection: Row | null,
  letters: readonly Row[],
): string | null {
  if (needsInspection(branchId)) {
    if (!inspection) return requirementMessages.noInspection;
    const status = Number(inspection.status);
    if (status === inspectionState('rejected')) return requirementMessages.inspectionRejected;
    const passed = [inspectionState('approved'), inspectionState('no_required')];
    if (!passed.includes(status))
      return requirementMessages.inspectionPending(
        optionById(inspectionStatus, status)?.label ?? String(status),
      );
  }
  if (needsLetter(branchId) && !letters.some((l) => Number(l.status) === letterState('approved')))
    return requirementMessages.letterMissing;
  return null;
}
