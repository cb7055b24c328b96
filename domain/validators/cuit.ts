/** CUIT / CUIL: 11 digits, the last one a check digit over weights 5432765432 (modulo 11). */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digit for the first 10 digits, or null when none exists (remainder 1). */
export function cuitCheckDigit(first10: string): number | null {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return null;
  return digit;
}

/** Accepts `20-12345678-6`, `20 12345678 6` or `20123456786`. */
export function isValidCuit(value: string): boolean {
  if (!/^\d{2}[-\s.]?\d{8}[-\s.]?\d$/.test(value.trim())) return false;
  const digits = onlyDigits(value);
  if (!['20', '23', '24', '27', '30', '33', '34'].includes(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** `20123456786` → `20-12345678-6`. */
export function formatCuit(value: string): string {
  const d = onlyDigits(value);
  return d.length === 11 ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d[10]}` : value;
}

export type CuilGender = 'male' | 'female' | 'other';

/**
 * CUIL from gender and document number (spec section 5): prefix 20 for male and 27 for
 * female; when that prefix yields no check digit, AFIP's rule applies and the prefix becomes
 * 23 (check digit 9 for male, 4 for female). Other genders use 23 directly.
 */
export function computeCuil(gender: CuilGender, document: string | number): string {
  const dni = onlyDigits(String(document)).padStart(8, '0');
  if (dni.length !== 8 || Number(dni) === 0)
    throw new Error('El documento debe tener hasta 8 dígitos');
  const prefix = gender === 'male' ? '20' : gender === 'female' ? '27' : '23';
  const digit = cuitCheckDigit(prefix + dni);
  if (digit !== null) return `${prefix}${dni}${digit}`;
  if (gender === 'male') return `23${dni}9`;
  if (gender === 'female') return `23${dni}4`;
  // prefix 23 without a check digit: AFIP moves to 24.
  return `24${dni}${cuitCheckDigit('24' + dni)}`;
}
