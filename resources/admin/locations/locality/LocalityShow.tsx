/**
 * Override of one generated view: a locality's show screen lists its zip codes, with a button
 * that opens the zip-code form with the locality already chosen. Everything else stays generated.
 */
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  ListButton,
  ReferenceManyField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { locality, zipcode } from '../../../../domain/entities/locations';
import { EntityShowLayout } from '../../../generic/GenericShow';
import { editPath } from '../../../generic/useEntity';
import { recordPageTitle } from '../../../generic/RecordPageTitle';
import { plainBody } from '../../../generic/plainRows';

function AddZipcodeButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <CreateButton
      resource={zipcode.name}
      state={{ record: { locality_id: record.id } }}
      label="Agregar código postal"
    />
  );
}

export default function LocalityShow() {
  return (
    <Show
      title={recordPageTitle(locality, 'show')}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <Tab label="Datos">
          <EntityShowLayout entity={locality} />
        </Tab>
        <Tab label="Códigos postales" path="zipcodes">
          <AddZipcodeButton />
          <ReferenceManyField
            reference={zipcode.name}
            target="locality_id"
            sort={{ field: 'code', order: 'ASC' }}
            perPage={100}
          >
            <Datagrid
              body={plainBody}
              rowClick={(id) => editPath(zipcode.name, id)}
              bulkActionButtons={false}
              empty={<p>La localidad no tiene códigos postales.</p>}
            >
              <TextField source="code" label={zipcode.fields.code.label} />
              <DeleteButton mutationMode="pessimistic" redirect={false} />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
