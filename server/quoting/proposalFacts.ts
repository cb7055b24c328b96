/**
 * What a proposal says besides its quotes (issue 28 item 23), read from the database: the
 * brokerage that signs it (its organization's name, SSN registration, CUIT, address and logo),
 * what is insured as the opportunity's wizard left it (a vehicle's plate, model and use; a
 * home's or business's address) and where a place is, by its locality and province names.
 */
import { isBlank } from '../../domain/engine/display';
import { addressLine } from '../../domain/entities/contactPoints';
import { organization } from '../../domain/entities/organization';
import { optionById } from '../../domain/engine/defineEnum';
import { vehicleUses } from '../../domain/enums/risks';
import { opportunitySteps } from '../../domain/flows/opportunityFlow';
import { vehicleSubject } from '../../domain/flows/vehicleForm';
import { paintedPlate } from '../../domain/validators/vehicleDomain';
import type { RecordValues } from '../../domain/engine/rules';
import { drawableImage } from '../documents/pdfImages';
import { readMediaContent } from '../files/mediaStore';
import { sniffFileType } from '../files/sniff';
import { readFlowRecord } from '../flows/draftStore';
import { getRecord } from '../rest/reading';
import type { Row, Store } from '../rest/store';

export interface ProposalBrokerage {
  name: string;
  legalName: string | null;
  cuit: string | null;
  ssnRegistration: number | null;
  address: string | null;
  /** PNG or JPEG bytes (what pdfkit draws); any other logo is left out. */
  logo: Buffer | null;
  /** The organization's primary colour, `#rrggbb`, for the name and the headings. */
  colour: string | null;
}

const text = (value: unknown) => (isBlank(value) ? null : String(value));

/** The brokerage as its organization's row names it (`place`: its locality and province). */
export function brokerageOf(
  row: Row | undefined,
  place: string | null,
  logo: Buffer | null,
): ProposalBrokerage {
  const name = text(row?.name) ?? 'BrokerDesk';
  const legalName = text(row?.business_name);
  const colour = text(row?.primary_colour);
  return {
    name,
    legalName: legalName === name ? null : legalName,
    cuit: text(row?.cuit),
    ssnRegistration: isBlank(row?.ssn_registration) ? null : Number(row?.ssn_registration),
    address: [text(row?.address), place].filter(Boolean).join(', ') || null,
    logo,
    colour: colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null,
  };
}

/** "Palermo, Ciudad Autónoma de Buenos Aires": a locality and its province (or the province). */
export async function placeName(
  store: Store,
  localityId: unknown,
  stateId?: unknown,
): Promise<string | null> {
  const locality = isBlank(localityId)
    ? undefined
    : await store.db
        .selectFrom('localities')
        .select(['name', 'state_id'])
        .where('id', '=', Number(localityId))
        .executeTakeFirst();
  const provinceId = locality?.state_id ?? stateId;
  const province = isBlank(provinceId)
    ? undefined
    : await store.db
        .selectFrom('states')
        .select('name')
        .where('id', '=', Number(provinceId))
        .executeTakeFirst();
  return [locality?.name, province?.name].filter((p) => !isBlank(p)).join(', ') || null;
}

/** "Av. Santa Fe 1234, piso 3, Palermo, Ciudad Autónoma de Buenos Aires", or null. */
export async function fullAddress(store: Store, v: RecordValues): Promise<string | null> {
  const line = addressLine(v);
  const place = await placeName(store, v.locality_id, v.state_id);
  return [line, place].filter(Boolean).join(', ') || null;
}

const DRAWABLE = new Set(['image/png', 'image/jpeg']);

/**
 * A stored logo pdfkit can draw (PNG or JPEG, by its bytes, and whole enough to decode);
 * anything else: none.
 */
async function logoOf(store: Store, mediaId: unknown): Promise<Buffer | null> {
  if (isBlank(mediaId) || !Number.isInteger(Number(mediaId))) return null;
  const bytes = await readMediaContent(store, Number(mediaId));
  if (!bytes?.length) return null;
  const type = await sniffFileType(bytes);
  return type && DRAWABLE.has(type.code) && drawableImage(bytes) ? bytes : null;
}

/**
 * The organization that signs the proposal. Its logo is printed for whoever may read the
 * proposal: it is the brokerage's own letterhead, not a file of the client's.
 */
export async function proposalBrokerage(
  store: Store,
  organizationId: number | null | undefined,
): Promise<ProposalBrokerage> {
  const row = organizationId ? await getRecord(store, organization, organizationId) : undefined;
  if (!row) return brokerageOf(undefined, null, null);
  const place = await placeName(store, row.locality_id);
  return brokerageOf(row, place, await logoOf(store, row.logo));
}

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
