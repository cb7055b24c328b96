/** admin/client/{id}/edit: the generated form with the client's id, secret and revocation above. */
import { EntityEdit } from '../../generic/GenericEdit';
import { ClientCredentials } from './ClientCredentials';

export default function ClientEdit() {
  return <EntityEdit header={<ClientCredentials />} />;
}
