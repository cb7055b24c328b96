/**
 * Argentine vehicle plates (spec section 5). Hyphens are optional and case is ignored.
 * Car: old `ABC123` or Mercosur `AB123CD`. Motorcycle: `A/D` (to be assigned),
 * old `123ABC` or Mercosur `A123BCD`.
 */
const CAR = [/^[A-Z]{3}-?\d{3}$/, /^[A-Z]{2}-?\d{3}-?[A-Z]{2}$/];
const MOTORCYCLE = [/^A\/D$/, /^\d{3}-?[A-Z]{3}$/, /^[A-Z]-?\d{3}-?[A-Z]{3}$/];

const normalise = (value: string) => value.trim().toUpperCase();

export function isValidCarDomain(value: string): boolean {
  return CAR.some((re) => re.test(normalise(value)));
}

export function isValidMotorcycleDomain(value: string): boolean {
  return MOTORCYCLE.some((re) => re.test(normalise(value)));
}

/** Letters and digits of a plate as painted, each group on its own: "AB 123 CD", "ABC 123". */
const PAINTED: [RegExp, string][] = [
  [/^([A-Z]{2})(\d{3})([A-Z]{2})$/, '$1 $2 $3'],
  [/^([A-Z]{3})(\d{3})$/, '$1 $2'],
  [/^([A-Z])(\d{3})([A-Z]{3})$/, '$1 $2 $3'],
  [/^(\d{3})([A-Z]{3})$/, '$1 $2'],
];

/**
 * A car or motorcycle plate however it was typed ("af512kd", "AF-512-KD") as it is painted
 * ("AF 512 KD"), or null for a text that is no plate (nor "A/D", a plate still to come): one
 * spelling for what the opportunity shows and its search text holds.
 */
export function paintedPlate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = value.toUpperCase().replace(/[\s.-]/g, '');
  const found = PAINTED.find(([re]) => re.test(key));
  return found ? key.replace(found[0], found[1]) : null;
}
