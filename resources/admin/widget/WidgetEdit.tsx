/** admin/widget/{id}/edit: the generated form with the snippet to copy above it. */
import { EntityEdit } from '../../generic/GenericEdit';
import { WidgetSnippet } from './WidgetSnippet';

export default function WidgetEdit() {
  return <EntityEdit header={<WidgetSnippet />} />;
}
