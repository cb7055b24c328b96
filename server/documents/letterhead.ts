/**
 * Whose paper a document is printed on: the organization's name, legal name, SSN registration,
 * CUIT, address, logo and colour (admin/organization), read once per document. Every document
 * of the documents engine (documents.ts) opens with it. Also how places are named on paper.
 */
import { isBlank } from '../../domain/engine/display';
import { addressLine } from '../../domain/entities/contactPoints';
import { organization } from '../../domain/entities/organization';
import type { RecordValues } from '../../domain/engine/rules';
import { readMediaContent } from '../files/mediaStore';
import { sniffFileType } from '../files/sniff';
import { getRecord } from '../rest/reading';
import type { Row, Store } from '../rest/store';
import { drawableImage } from './pdfImages';

export interface Letterhead {
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

/** The letterhead as the organization's row names it (`place`: its locality and province). */
function letterheadFrom(
  row: Row | undefined,
  place: string | null,
  logo: Buffer | null,
): Letterhead {
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
 * The letterhead of the organization a record belongs to. Its logo is printed for whoever may
 * read the document: it is the brokerage's own paper, not a file of the client's.
 */
export async function letterheadOf(
  store: Store,
  organizationId: number | null | undefined,
): Promise<Letterhead> {
  const row = organizationId ? await getRecord(store, organization, organizationId) : undefined;
  if (!row) return letterheadFrom(undefined, null, null);
  const place = await placeName(store, row.locality_id);
  return letterheadFrom(row, place, await logoOf(store, row.logo));
}
