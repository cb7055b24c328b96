import { defineEntity } from '../engine/entity';
import { boolean, email, enumeration, reference, text } from '../engine/fields';
import { contactPurposes } from '../enums/marketing';

/**
 * The organization's mailboxes by purpose (siniestros, emisión, cobranzas…): where mail about
 * each matter is sent from and answered to. A purpose may have one mailbox per branch.
 */
export const contactEmails = defineEntity({
  name: 'admin/contact_emails',
  table: 'contact_emails',
  label: { one: 'Casilla de contacto', many: 'Casillas de contacto' },
  scope: 'organization',
  menuGroup: 'organization',
  fields: {
    purpose: enumeration({
      label: 'Uso',
      enumeration: contactPurposes,
      required: true,
      filter: true,
    }),
    email: email({
      label: 'Correo electrónico',
      required: true,
      unique: { within: ['purpose'] },
      uniqueMessage: 'Esa casilla ya está cargada para ese uso.',
    }),
    display_name: text({
      label: 'Nombre visible',
      max: 120,
      helperText: 'Cómo aparece el remitente, p. ej. Siniestros BrokerDesk',
    }),
    branch_id: reference({
      label: 'Ramo',
      target: 'admin/branch',
      helperText: 'Vacío: vale para todos los ramos',
    }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['id', 'purpose', 'email', 'display_name', 'branch_id', 'active'],
  search: ['email', 'display_name'],
  sort: { field: 'purpose', order: 'ASC' },
  recordLabel: 'email',
});
