/**
 * Cross-field ranges of a declaration (`ranges` in entity.ts): "desde ≤ hasta" for dates,
 * amounts and counts that no single field can check. Both values must be present and valid;
 * the message goes on the `to` field, where the user fixes it. Checked by validateRecord, so
 * the server and every form share the rule.
 */
import type { Entity } from './entity';

type FieldErrors = Record<string, string[]>;

const comparable = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

export function checkRanges(
  entity: Entity,
  values: Record<string, unknown>,
  errors: FieldErrors,
): void {
  for (const { from, to, message } of entity.ranges ?? []) {
    if (Object.hasOwn(errors, from) || Object.hasOwn(errors, to)) continue;
    const low = comparable(values[from]);
    const high = comparable(values[to]);
    if (low === null || high === null || typeof low !== typeof high) continue;
    // Numbers compare as numbers; dates and datetimes are ISO text, which sorts as time does.
    if (low > high) (errors[to] ??= []).push(message);
  }
}
