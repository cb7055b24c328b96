/**
 * Argentine phone numbers as people write them, read into one stored form: the area code
 * without the trunk 0 (`011` → `11`) and the local number without the mobile 15 (`15 5555-1234`
 * → `55551234`, marked as a mobile). Area code and local number always add up to 10 digits
 * (ENACOM's numbering plan), which is what catches a number with a digit missing.
 */
import { onlyDigits } from './cuit';

export interface ArgentinePhone {
  /** 2 to 4 digits, no leading 0: 11 (AMBA), 351 (Córdoba), 2944 (Bariloche). */
  area: string;
  /** The local number, 6 to 8 digits, without 15. */
  number: string;
  /** Typed with 15 (or marked as one): dialled from abroad as +54 9. */
  mobile: boolean;
}

export type ArgentinePhoneReading =
  { phone: ArgentinePhone } | { field: 'area' | 'number'; message: string };

export const ARGENTINE_PHONE_MESSAGES = {
  area: 'El código de área tiene de 2 a 4 dígitos (sin el 0 inicial).',
  length: 'El código de área y el número suman 10 dígitos, sin el 0 ni el 15.',
  start: 'El número local no empieza con 0 ni con 1.',
} as const;

export function readArgentinePhone(
  areaText: string,
  numberText: string,
  markedMobile = false,
): ArgentinePhoneReading {
  const area = onlyDigits(areaText).replace(/^0/, '');
  let number = onlyDigits(numberText);
  if (!/^[1-9]\d{1,3}$/.test(area))
    return { field: 'area', message: ARGENTINE_PHONE_MESSAGES.area };
  // "15" before the local number marks a mobile, and only then makes the total 12.
  const withFifteen = number.startsWith('15') && area.length + number.length === 12;
  if (withFifteen) number = number.slice(2);
  if (area.length + number.length !== 10)
    return { field: 'number', message: ARGENTINE_PHONE_MESSAGES.length };
  if (/^[01]/.test(number)) return { field: 'number', message: ARGENTINE_PHONE_MESSAGES.start };
  return { phone: { area, number, mobile: markedMobile || withFifteen } };
}

/** `4555-1234`, `422-1234`, `42-1234`: the last four digits apart, as it is said aloud. */
const localGroups = (number: string) => `${number.slice(0, -4)}-${number.slice(-4)}`;

/** As staff read it: `(011) 4555-1234`, or `(0351) 15 555-1234` for a mobile. */
export function formatArgentinePhone({ area, number, mobile }: ArgentinePhone): string {
  return `(0${area}) ${mobile ? '15 ' : ''}${localGroups(number)}`;
}

/** For dialling and WhatsApp links: `+5491155551234` for a mobile, `+541145551234` otherwise. */
export function internationalArgentinePhone({ area, number, mobile }: ArgentinePhone): string {
  return `+54${mobile ? '9' : ''}${area}${number}`;
}

/** How an extension is written after the number: "(011) 4555-1234 int. 12". */
export const EXTENSION_MARK = 'int.';

/** The number without the extension written after it (which is no part of it). */
const withoutExtension = (text: string) => {
  const at = text.indexOf(` ${EXTENSION_MARK}`);
  return at < 0 ? text : text.slice(0, at);
};

/**
 * The 10 national digits of an Argentine phone (area code and local number, ENACOM's plan) for
 * the search box and duplicates: without +54 and the mobile 9, the trunk 0 and the mobile 15
 * after the area code, or none when the digits are not a whole number. A 15 after a 2-digit
 * area code and one after a 4-digit one read alike ("11 15 15…"), so there is at most one
 * reading.
 */
export function nationalPhoneDigits(text: string): string[] {
  let digits = onlyDigits(withoutExtension(text));
  if (digits.startsWith('54') && digits.length >= 12) {
    digits = digits.slice(2);
    if (digits.startsWith('9') && digits.length === 11) digits = digits.slice(1);
  }
  digits = digits.replace(/^0/, '');
  if (digits.length === 10) return [digits];
  const area = [2, 3, 4].find((length) => digits.slice(length, length + 2) === '15');
  return digits.length === 12 && area ? [`${digits.slice(0, area)}${digits.slice(area + 2)}`] : [];
}

/**
 * Every string of digits people store the number with 10 national digits as (the inverse of
 * `nationalPhoneDigits`): with or without the trunk 0, +54, +54 9, and a 15 after an area code
 * of 2, 3 or 4 digits. A duplicate lookup compares a column's digits with these, so "0351 15
 * 498-7654" stored is found from "+54 9 351 498 7654" typed, exactly and on both databases.
 */
export function phoneDigitSpellings(national: string): string[] {
  if (!/^\d{10}$/.test(national)) return [];
  const withFifteen = [2, 3, 4].map(
    (area) => `${national.slice(0, area)}15${national.slice(area)}`,
  );
  const bodies = [national, ...withFifteen];
  const spellings = bodies.flatMap((body) => [body, `0${body}`, `54${body}`, `540${body}`]);
  spellings.push(`549${national}`);
  return [...new Set(spellings)].filter((s) => nationalPhoneDigits(s)[0] === national);
}

/**
 * A single phone field stored as the phones list stores its numbers: "011 4555-1234",
 * "+54 9 351 498-7654" and "(0351) 15 498 7654" become "(011) 4555-1234" and
 * "(0351) 15 498-7654". Only when the typed groups tell the area code apart (its own group,
 * optionally after +54 and the mobile 9) and add up to a whole national number; anything
 * else (a foreign number, digits run together) is kept exactly as typed.
 */
export function canonicalPhone(text: string): string {
  if (text.includes(EXTENSION_MARK)) return text;
  let groups: string[] = text.match(/\d+/g) ?? [];
  let mobile = false;
  if (text.trim().startsWith('+')) {
    if (groups[0] !== '54') return text;
    mobile = groups[1] === '9';
    groups = groups.slice(mobile ? 2 : 1);
  }
  if (groups.length < 2) return text;
  const [area, ...rest] = groups;
  const reading = readArgentinePhone(area!, rest.join(''), mobile);
  return 'phone' in reading ? formatArgentinePhone(reading.phone) : text;
}
