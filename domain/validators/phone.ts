/** A phone as staff type it: digits with optional +, spaces, hyphens, dots and parentheses. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(value.trim()) && digits.length >= 6 && digits.length <= 15;
}

/** The `tel:` link of a valid phone as typed (a softphone or a mobile dials it). */
export function dialLink(value: string): string {
  return `tel:${value.trim().startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`;
}
