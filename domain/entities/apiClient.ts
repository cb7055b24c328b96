import { defineEntity } from '../engine/entity';
import { organizations } from '../enums/catalogues';
import { clientGrantTypes } from '../enums/operations';
import { choiceList, choicesOf, datetime, longText, text } from '../engine/fields';

/**
 * OAuth API clients (spec 2.3 admin/client): systems that log their users in through
 * oauth/token as confidential clients, proving themselves with a secret. The product makes the
 * client id on create and the secret on request (shown once; only its SHA-256 hash is kept,
 * server/auth/apiClients.ts); a revoked client and its sessions stop working at once. The web
 * app itself is the public client of the configuration, not a row here.
 */
export const apiClient = defineEntity({
  name: 'admin/client',
  table: 'api_clients',
  label: { one: 'Cliente de la API', many: 'Clientes de la API' },
  scope: 'organization',
  menuGroup: 'system',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un cliente de la API con ese nombre en tu organización.',
      max: 120,
      helperText: 'El sistema que se conecta, p. ej. Portal de productores',
    }),
    client_id: text({
      label: 'Id del cliente',
      system: true,
      unique: true,
      max: 64,
      helperText: 'Lo genera el sistema al crear el cliente',
    }),
    secret_hash: text({ label: 'Secreto', system: true, secret: true, max: 64 }),
    secret_issued_at: datetime({ label: 'Secreto generado', system: true, hiddenInList: true }),
    organizations: choiceList({
      label: 'Organizaciones permitidas',
      choices: choicesOf(organizations),
      required: true,
      helperText: 'Solo pueden ingresar por este cliente usuarios de estas organizaciones',
    }),
    grant_types: choiceList({
      label: 'Tipos de acceso',
      choices: choicesOf(clientGrantTypes),
      required: true,
      default: [1, 2],
    }),
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    revoked_at: datetime({ label: 'Revocado', system: true, filter: true }),
  },
  list: ['id', 'name', 'client_id', 'organizations', 'revoked_at'],
  search: ['name', 'client_id'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});

/** What oauth/token and the client screens say about API clients. */
export const clientMessages = {
  grantNotAllowed: 'Este cliente de la API no puede usar ese tipo de acceso.',
  organizationNotAllowed: 'Tu usuario no puede ingresar por este cliente de la API.',
  revoked: 'El cliente de la API está revocado: no se puede cambiar.',
  organizationsOutside: 'Solo podés permitir organizaciones a las que pertenecés.',
  secretShownOnce:
    'Copiá el secreto ahora: no se vuelve a mostrar. Si lo perdés, generá uno nuevo.',
} as const;
