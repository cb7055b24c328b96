/**
 * How an insurer's file names a policy, and when two spellings are the same policy (issue 32
 * §5). Each insurer writes its numbers its own way: with or without the dashes, dots or spaces
 * between its groups, padded with zeros or not, often behind a prefix of its own ("SCS",
 * "FP", "AZ/") or a word ("Póliza N°"). Both the number the file brings and the one stored on
 * each policy are read the same way into keys; they name the same policy when a key is shared:
 * - every group together without the leading zeros ("003-01-0089908" → "3010089908"), for a
 *   number whose groups are padded the same way, whatever separates them;
 * - each group without its own leading zeros ("003-01-0089908" → "3-1-89908"), for a number
 *   whose groups were written unpadded ("SCS 3-1-89908"), only with two groups or more and six
 *   characters or more (a "01-05" would meet every "1-5").
 * The prefixes are data: one list per insurer, by its id in the insurers' catalogue (spec 9's
 * ids, the demo's Allianz 1 … Orbis 172). An insurer not listed has only the common words.
 */

/** The prefixes an insurer writes before its policy numbers, by its id in `admin/company`. */
export const insurerNumberPrefixes: Readonly<Record<number, readonly string[]>> = {
  1: ['ALLIANZ', 'AZ', 'ALZ'],
  2: ['LA SEGUNDA', 'LS', 'L2'],
  3: ['SANCOR', 'SCS', 'SC'],
  4: ['FEDPAT', 'FP', 'FPS'],
  5: ['MAPFRE', 'MAP', 'MF'],
  6: ['ZURICH', 'ZUR', 'ZU'],
  7: ['SAN CRISTOBAL', 'SCR', 'SCSMSG'],
  8: ['LMA', 'MA'],
  9: ['RIVADAVIA', 'RIV'],
  10: ['PROVINCIA', 'PS', 'PROV'],
  11: ['RUS', 'RIO URUGUAY'],
  12: ['MERIDIONAL', 'MER'],
  21: ['SURA', 'RSA'],
  101: ['EXPERTA', 'EXP', 'ART'],
  145: ['PREVENCION', 'PART', 'PREV'],
  163: ['GALENO', 'GAL'],
  171: ['INTEGRITY', 'INT'],
  172: ['ORBIS', 'ORB'],
};

/** Words any insurer may write before the number: "Póliza", "Pól.", "Nro.", "N°". */
const COMMON_WORDS = /^(?:POLIZA|POL|NUMERO|NRO|NUM|NO|N)(?:[\s.:#°º]+|(?=\d))/;

/** What separates the groups of a number. */
const SEPARATORS = /[\s.\-/_:#°º]+/;

/** Upper case, no accents, trimmed: "póliza n° 3" → "POLIZA N° 3". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A prefix at the start, followed by a separator or a digit (never by a letter: "SC" ≠ "SCR"). */
function withoutPrefix(text: string, prefixes: readonly string[]): string {
  const longestFirst = [...prefixes].map(folded).sort((a, b) => b.length - a.length);
  for (const prefix of longestFirst) {
    const flexible = prefix.split(/\s+/).map(escaped).join('[\\s.\\-]*');
    const match = new RegExp(`^${flexible}(?:[\\s.\\-/_:#]+|(?=\\d))`).exec(text);
    if (match) return text.slice(match[0].length);
  }
  return text;
}

/** The groups of a number, its words and its insurer's prefix left out. */
function groupsOf(raw: string, companyId: number | null): string[] {
  let text = folded(raw);
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = withoutPrefix(
      text.replace(COMMON_WORDS, ''),
      insurerNumberPrefixes[companyId ?? -1] ?? [],
    );
    if (text === before) break;
  }
  return text.split(SEPARATORS).filter((group) => /[A-Z0-9]/.test(group));
}

const unpadded = (group: string) => group.replace(/^0+(?=.)/, '');

/**
 * The keys a policy number is matched by (see the header), for this insurer; [] when it holds
 * no number at all.
 */
export function policyNumberKeys(raw: unknown, companyId: number | null): string[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return [];
  const groups = groupsOf(String(raw), companyId).map((g) => g.replace(/[^A-Z0-9]/g, ''));
  const whole = groups.join('').replace(/^0+/, '');
  if (!whole) return [];
  const keys = [whole];
  if (groups.length >= 2 && groups.join('').length >= 6) keys.push(groups.map(unpadded).join('-'));
  return [...new Set(keys)];
}

/** Whether the insurer's spelling and the stored number name the same policy. */
export function samePolicyNumber(written: unknown, stored: unknown, companyId: number | null) {
  const keys = new Set(policyNumberKeys(stored, companyId));
  return policyNumberKeys(written, companyId).some((key) => keys.has(key));
}

/** "003-01-0089908" as its insurer's file writes it: "SCS 003 01 0089908" (demo and tests). */
export const insurerSpelling = (number: string, companyId: number) =>
  `${insurerNumberPrefixes[companyId]?.[1] ?? ''} ${number.replace(/-/g, ' ')}`.trim();
