/**
 * What a proposal says besides its quotes and its letterhead (issue 28 item 23), read from the
 * database: what is insured as the opportunity's wizard left it (a vehicle's plate, model and
 * use; a home's or business's address, named by server/documents/letterhead.ts).
 */
import { isBlank } from '../../domain/engine/display';
import { optionById } from '../../domain/engine/defineEnum';
import { vehicleUses } from '../../domain/enums/risks';
import { opportunitySteps } from '../../domain/flows/opportunityFlow';
import { vehicleSubject } from '../../domain/flows/vehicleForm';
import { paintedPlate } from '../../domain/validators/vehicleDomain';
import type { RecordValues } from '../../domain/engine/rules';
import { fullAddress } from '../documents/letterhead';
import { readFlowRecord } from '../flows/draftStore';
import type { Store } from '../rest/store';

const text = (value: unknown) => (isBlank(value) ? null : String(value));

/** A vehicle as the wizard's vehicle step describes it: plate, model and year, use. */
export function vehicleFacts(v: RecordValues): string[] {
  const typed = text(v.domain);
  const plate = typed ? (paintedPlate(typed) ?? typed.toUpperCase()) : null;
  const model = vehicleSubject(v);
  const use = optionById(vehicleUses, Number(v.use))?.label;
  return [
    plate ? `Dominio: ${plate}` : v.zero_km === true ? 'Dominio: 0 km, todavía sin patente' : null,
    model ? `Vehículo: ${model}` : null,
    use ? `Uso: ${use}` : null,
  ].filter((f): f is string => f !== null);
}

/**
 * What is insured, beyond the opportunity's subject, from its wizard's steps: a vehicle's facts
 * for the branches quoted from a vehicle (the plate the opportunity keeps when no step tells
 * it: one loaded without the wizard), where the risk is for the others that ask for it. Only
 * the branch's own step counts (never one left from a branch the record moved from).
 */
export async function insuredFacts(
  store: Store,
  opportunity: Readonly<Record<string, unknown>>,
  branchId: number,
): Promise<string[]> {
  const steps = (await readFlowRecord(store, 'opportunity', String(opportunity.id))) ?? {};
  const first = opportunitySteps(branchId)[0]?.name;
  if (first === 'vehicle') {
    const vehicle = steps.vehicle ?? {};
    const known = isBlank(vehicle.domain) ? { ...vehicle, domain: opportunity.plate } : vehicle;
    return vehicleFacts(known);
  }
  const object = steps.object ?? {};
  if (isBlank(object.street)) return [];
  const address = await fullAddress(store, object);
  return address ? [`Ubicación del riesgo: ${address}`] : [];
}
