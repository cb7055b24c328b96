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
