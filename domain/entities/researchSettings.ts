/**
 * The organization's settings of its automatic renewals and re-invoicings (spec 2.3's settings
 * screens, spec 6's `set_configuration_to_automatic_renewal` and `…_reinvoicing`): one record
 * per organization each (`singleton`), at `contract_research_renewal/settings` and
 * `contract_research_reinvoicing/settings`. The renewals' scheduled rule reads the first
 * (server/researches/renewalRule.ts); the re-invoicings' is kept for its rule to come.
 */
import { defineEntity, type Entity } from '../engine/entity';
import { boolean, decimal, integer, referenceList, text } from '../engine/fields';

function researchSettings(
  kind: 'renewal' | 'reinvoicing',
  words: { one: string; days: string; of: string },
) {
  const name = `Configuración de ${words.one}`;
  return defineEntity({
    name: `contract_research_${kind}/settings`,
    table: `${kind}_settings`,
    label: { one: name, many: name },
    scope: 'organization',
    menuGroup: 'contracts',
    // Opened from its list's «Configuración» (spec 2.3: a screen of the list), not the menu.
    inMenu: false,
    singleton: `Tu organización ya tiene su ${name.toLowerCase()}: modificala en lugar de crear otra.`,
    fields: {
      name: text({ label: 'Configuración', max: 120, system: true }),
      active: boolean({
        label: 'Automática',
        default: true,
        helperText: `Encendida, las ${words.one} se abren solas; apagada, solo a mano`,
      }),
      days_before: integer({
        label: words.days,
        required: true,
        min: 1,
        max: 365,
        default: 60,
        helperText: 'Las pólizas que vencen dentro de estos días entran en la gestión',
      }),
      branches: referenceList({
        label: 'Ramos',
        target: 'admin/branch',
        helperText: 'Vacío: todos los ramos',
      }),
      companies: referenceList({
        label: 'Compañías',
        target: 'admin/company',
        helperText: 'Vacío: todas las compañías',
      }),
      premium_change_limit: decimal({
        label: 'Aumento máximo del premio (%)',
        scale: 2,
        required: true,
        min: 0,
        max: 1000,
        default: 25,
        helperText: 'Un aumento mayor queda marcado para revisarlo antes de ofrecerlo',
      }),
    },
    list: ['active', 'days_before', 'premium_change_limit'],
    recordLabel: 'name',
    // Its page reads «Configuración de renovaciones a 60 días del vencimiento».
    computed: [
      {
        field: 'name',
        from: ['days_before'],
        compute: (values) =>
          values.days_before == null ? null : `a ${String(values.days_before)} días ${words.of}`,
      },
    ],
  });
}

export const renewalSettings: Entity = researchSettings('renewal', {
  one: 'renovaciones',
  days: 'Días antes del vencimiento',
  of: 'del vencimiento',
});
export const reinvoicingSettings: Entity = researchSettings('reinvoicing', {
  one: 'refacturaciones',
  days: 'Días antes de la refacturación',
  of: 'de la refacturación',
});
