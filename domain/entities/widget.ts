import { defineEntity } from '../engine/entity';
import { boolean, colour, reference, text } from '../engine/fields';

/**
 * An embeddable quote widget for a partner's website: the branch it quotes, the site allowed
 * to embed it and the token its snippet carries. The token is public by nature (it sits in the
 * partner's page source) and only works from the allowed domain, so it is shown to copy; the
 * product generates it, nobody types it.
 */
export const widget = defineEntity({
  name: 'admin/widget',
  table: 'widgets',
  label: { one: 'Widget', many: 'Widgets' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un widget con ese nombre en tu organización.',
      max: 120,
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true }),
    campaign_id: reference({ label: 'Campaña', target: 'admin/campaign' }),
    allowed_domain: text({
      label: 'Dominio permitido',
      required: true,
      max: 253,
      pattern: {
        regex: /^(?:\*\.)?(?:[a-z0-9](?:-?[a-z0-9])*\.)+[a-z]{2,}$/,
        message:
          'El campo :attribute debe ser un dominio en minúsculas, sin https:// ni barras, p. ej. www.ejemplo.com.ar o *.ejemplo.com.ar.',
      },
      helperText: 'El sitio que puede mostrar el widget, p. ej. www.concesionaria.com.ar',
    }),
    token: text({
      label: 'Token',
      system: true,
      max: 64,
      hiddenInList: true,
      helperText: 'Lo genera el sistema al crear el widget',
    }),
    colour: colour({
      label: 'Color principal',
      default: '#0B5394',
      hiddenInList: true,
      helperText: 'Botones y títulos del widget, para que combine con el sitio',
    }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'name', 'branch_id', 'allowed_domain', 'campaign_id', 'active'],
  search: ['name', 'allowed_domain'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});
