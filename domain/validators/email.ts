/**
 * A standard address: local part, one @, a domain with at least one dot, no spaces. Dots in the
 * local part may not lead, trail or repeat (RFC 5321 dot-atom), as mail servers refuse those.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL.test(value) || value.includes('..')) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.');
}
