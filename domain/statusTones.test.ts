// @vitest-environment node
/**
 * Status tones (EnumTone, domain/engine/defineEnum.ts): every status a record moves through says
 * what it means to the reader, so a new area's statuses cannot show as plain text by mistake,
 * and a word means the same colour wherever it appears.
 */
import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import { lead } from './entities/leads';
import { optionByCode, type EnumDef, type EnumTone } from './engine/defineEnum';
import { exportRows } from './engine/exportRows';
import { statusEnumeration } from './engine/statusMachine';
import { statusRows, statusTones, toneColour } from './statusCatalogue';

const TONES: readonly EnumTone[] = ['success', 'info', 'warning', 'error', 'default'];

const machines = entities.filter((e) => e.statusMachine);

/**
 * Every enumeration module's exports, found by file: no barrel lists the areas' enumerations.
 * Typed as enumerations for the examples below; the filters check each value.
 */
const enums = Object.assign(
  {},
  ...Object.values(import.meta.glob(['./enums/*.ts', '!./enums/*.test.ts'], { eager: true })),
) as Record<string, EnumDef>;

/** Every enumeration a declared field uses, and every exported one. */
const allEnums = [
  ...new Set<EnumDef>([
    ...entities.flatMap((e) =>
      Object.values(e.fields).flatMap((f) =>
        f.kind === 'enumeration' || f.kind === 'status' ? [f.enumeration] : [],
      ),
    ),
    ...Object.values(enums).filter(
      (v): v is EnumDef => typeof v === 'object' && v !== null && 'options' in v && 'name' in v,
    ),
  ]),
];

const untoned = (def: EnumDef) => def.options.filter((o) => !o.tone).map((o) => o.code);

describe('status tones', () => {
  it('every status machine declares a tone for each of its statuses', () => {
    expect(machines.length).toBeGreaterThan(0);
    for (const entity of machines)
      expect(untoned(statusEnumeration(entity)), entity.name).toEqual([]);
  });

  it('so do status fields, the status catalogue and the other status-like enumerations', () => {
    const statusFields = entities.flatMap((e) =>
      Object.values(e.fields).flatMap((f) => (f.kind === 'status' ? [f.enumeration] : [])),
    );
    const named = [
      enums.accountStatuses,
      enums.leadStatuses,
      enums.taskStatuses,
      enums.taskPriorities,
      enums.cronRunResults,
      enums.downloadStatuses,
      enums.serviceCallResults,
      enums.emailValidationResults,
      enums.opportunitySubstatus,
      enums.contractSubstatus,
      enums.contractRequestSubstatus,
    ];
    for (const def of [...statusFields, ...named]) expect(untoned(def), def.name).toEqual([]);
    expect(statusRows().length).toBeGreaterThan(0);
  });

  it('an enumeration either tones every option or none (a chip beside plain text misleads)', () => {
    for (const def of allEnums) {
      const toned = def.options.filter((o) => o.tone).length;
      expect([0, def.options.length], def.name).toContain(toned);
    }
  });

  it('tones are palette names, and a word has one colour across entities', () => {
    const byLabel = new Map<string, { tone: EnumTone; where: string }>();
    for (const def of allEnums)
      for (const { label, tone } of def.options) {
        if (!tone) continue;
        expect(TONES).toContain(tone);
        const seen = byLabel.get(label);
        if (seen) expect(tone, `«${label}» in ${def.name} and ${seen.where}`).toBe(seen.tone);
        else byLabel.set(label, { tone, where: def.name });
      }
  });

  it('reads a lead as a broker does: new waits, worked on, converted done, discarded lost', () => {
    const tones = Object.fromEntries(statusEnumeration(lead).options.map((o) => [o.code, o.tone]));
    expect(tones).toEqual({
      new: 'warning',
      contacted: 'info',
      qualified: 'info',
      converted: 'success',
      discarded: 'error',
    });
  });

  it('the status catalogue colours a status by its declared tone', () => {
    expect(toneColour('success')).toBe(statusTones.success);
    expect(toneColour('error')).toBe(statusTones.danger);
    expect(toneColour('default')).toBe(statusTones.neutral);
    expect(toneColour(undefined)).toBe(statusTones.neutral);
    const blocked = statusRows().find(
      (r) => r.id === optionByCode(enums.quoteStatus, 'bloqued').id,
    );
    expect(blocked?.colour).toBe(statusTones.danger);
  });

  it('exports keep the plain Spanish label', () => {
    const status = optionByCode(enums.leadStatuses, 'qualified').id;
    const [cells] = exportRows(lead, [{ id: 'x', display_name: 'Rocío Benítez', status }], {});
    expect(cells).toContainEqual(['Estado', 'Calificado']);
  });
});
