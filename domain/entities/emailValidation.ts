import { defineEntity } from '../engine/entity';
import { datetime, enumeration, text } from '../engine/fields';
import { emailValidationResults } from '../enums/marketing';

/**
 * Known verdicts on addresses and whole domains: allow and deny lists plus the results of
 * earlier checks. `general/email/validate` reads it before the disposable-domain list. Rows of
 * no organization are the product's own list, shared by every organization.
 */
export const emailValidation = defineEntity({
  name: 'admin/email_validation',
  table: 'email_validations',
  label: { one: 'Validación de correo', many: 'Validación de correos' },
  scope: 'organization',
  sharedRows: true,
  menuGroup: 'catalogues',
  fields: {
    value: text({
      label: 'Dirección o dominio',
      required: true,
      unique: true,
      uniqueMessage: 'Esa dirección o dominio ya está en la lista.',
      max: 254,
      pattern: {
        regex: /^(?:[^\s@]+@)?(?:[a-z0-9](?:-?[a-z0-9])*\.)+[a-z]{2,}$/i,
        message:
          'El campo :attribute debe ser una dirección (nombre@dominio.com.ar) o un dominio (dominio.com.ar).',
      },
      helperText: 'Una dirección completa o un dominio, que abarca todas sus direcciones',
    }),
    result: enumeration({
      label: 'Resultado',
      enumeration: emailValidationResults,
      required: true,
      filter: true,
    }),
    reason: text({ label: 'Motivo', max: 255 }),
    checked_at: datetime({ label: 'Verificada el', filter: true }),
  },
  list: ['id', 'value', 'result', 'reason', 'checked_at'],
  search: ['value', 'reason'],
  sort: { field: 'value', order: 'ASC' },
  recordLabel: 'value',
});
