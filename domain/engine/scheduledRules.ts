/**
 * Rules that create records on a schedule (issue 32): an area declares what it creates, when,
 * and which of its server functions finds the records to create, as a status machine names its
 * handlers; no area writes cron code. The server runs each as a scheduled job of the one
 * scheduler (server/jobs/scheduledRules.ts): one `admin/cron` row with its Spanish label, one
 * run at a time across instances, «Ejecutar ahora» for whoever may run the jobs.
 */
export interface ScheduledRule {
  /** Permanent code: its `admin/cron` row is found by it (`open_renewal_researches`). */
  name: string;
  /** What it does, in Spanish, as «Tareas programadas» lists it. */
  label: string;
  /** A cron expression, read in Argentina's time (server/jobs/scheduler.ts). */
  schedule: string;
  /** The entity whose records it creates (its route name). */
  creates: string;
  /**
   * The constant naming the server function that finds what is due and creates it (the area's
   * server part maps it, `handlerKey(entity, CONSTANT)`): "find references" reaches it.
   */
  handler: string;
}

/** What a rule's run reports: how many records it created, and a short Spanish account. */
export interface ScheduledRuleOutcome {
  created: number;
  summary?: string;
}

/** Refuses, when the area is declared, a rule the scheduler could not run. */
export function checkScheduledRules(
  rules: readonly ScheduledRule[],
  entityNames: readonly string[],
) {
  const names = new Set<string>();
  for (const rule of rules) {
    if (!/^[a-z][a-z0-9_]*$/.test(rule.name) || names.has(rule.name))
      throw new Error(`Scheduled rule ${rule.name}: a name is one new snake_case code`);
    names.add(rule.name);
    if (rule.schedule.trim().split(/\s+/).length !== 5)
      throw new Error(`Scheduled rule ${rule.name}: a schedule has five fields`);
    if (!entityNames.includes(rule.creates))
      throw new Error(`Scheduled rule ${rule.name}: ${rule.creates} is no entity of its area`);
  }
}
