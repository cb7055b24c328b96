/**
 * How `general/email/validate` (spec 7) judges an address: its syntax, then the most specific
 * entry of the e-mail validation catalogue (the address itself, then its domain, then each
 * parent domain; an organization's own entry before the product's), then the bundled list of
 * disposable domains. Pure: the server looks the catalogue and the list up and asks this.
 */
import { emailValidationResults, REFUSING_EMAIL_RESULTS } from './enums/marketing';
import { optionById } from './engine/defineEnum';
import { isValidEmail } from './validators/email';

export interface EmailVerdict {
  valid: boolean;
  /** Why, in Spanish, for the person typing the address. */
  reason: string;
}

/** A catalogue entry as the server reads it. */
export interface EmailCatalogueEntry {
  value: string;
  result: number;
  reason: string | null;
  /** null: the product's own entry, shared by every organization. */
  organizationId: number | null;
}

export const emailVerdictMessages = {
  required: 'Ingresá el correo electrónico a validar.',
  notText: 'El correo electrónico a validar debe ser un texto.',
  syntax: 'El formato del correo electrónico no es válido.',
  disposable: 'Es una casilla temporal (descartable): pedí una dirección permanente.',
  valid: 'La dirección de correo es válida.',
  hideMessage: 'El campo ocultar mensaje debe ser true o false.',
} as const;

/** The address in lower case and its domains, most specific first (`a@x.y.com` → …). */
export function emailCandidates(address: string): string[] {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const labels = email.slice(at + 1).split('.');
  // A bare top-level domain ("com", "ar") is never a catalogue entry.
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return [email, ...domains];
}

/** The domain of an address and its parents, most specific first. */
export const emailDomains = (address: string) => emailCandidates(address).slice(1);

function fromEntry(entry: EmailCatalogueEntry): EmailVerdict {
  const label = optionById(emailValidationResults, entry.result)?.label ?? '';
  const refused = REFUSING_EMAIL_RESULTS.includes(entry.result);
  const fallback = refused
    ? entry.result === 3
      ? emailVerdictMessages.disposable
      : `La dirección figura como ${label.toLowerCase()} en la lista de validación.`
    : emailVerdictMessages.valid;
  return { valid: !refused, reason: entry.reason?.trim() || fallback };
}

/**
 * The verdict on `address` from the catalogue entries that concern it (any order) and whether
 * one of its domains is a known disposable one.
 */
export function judgeEmail(
  address: string,
  entries: readonly EmailCatalogueEntry[],
  disposable: boolean,
): EmailVerdict {
  const email = address.trim();
  if (!isValidEmail(email)) return { valid: false, reason: emailVerdictMessages.syntax };
  const candidates = emailCandidates(email);
  const rank = (entry: EmailCatalogueEntry) =>
    candidates.indexOf(entry.value.trim().toLowerCase()) * 2 +
    (entry.organizationId === null ? 1 : 0);
  const concerned = entries
    .filter((entry) => candidates.includes(entry.value.trim().toLowerCase()))
    .sort((a, b) => rank(a) - rank(b));
  if (concerned.length) return fromEntry(concerned[0]);
  if (disposable) return { valid: false, reason: emailVerdictMessages.disposable };
  return { valid: true, reason: emailVerdictMessages.valid };
}
