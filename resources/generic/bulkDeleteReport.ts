/**
 * What a bulk delete tells the user: how many records went, how many stayed and why
 * ("3 eliminados, 2 no se pudieron eliminar: …"), never a plain "deleted" when some failed.
 */
export interface BulkDeleteOutcome {
  deleted: number;
  /** The server's Spanish reason of each failed record (409 "in use", 403, …). */
  failures: string[];
}

export function bulkDeleteReport({ deleted, failures }: BulkDeleteOutcome): string {
  const done = `${deleted} ${deleted === 1 ? 'eliminado' : 'eliminados'}`;
  if (!failures.length) return `${done}.`;
  const failed =
    failures.length === 1 ? '1 no se pudo eliminar' : `${failures.length} no se pudieron eliminar`;
  // The same reason repeated for many rows is said once.
  const reasons = [...new Set(failures.map((reason) => reason.trim().replace(/\.$/, '')))];
  return `${done}, ${failed}: ${reasons.join('; ')}.`;
}
