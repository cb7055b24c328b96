/** The generated list of sales targets, with a way into the year grid editor. */
import { Link } from 'react-router-dom';
import { Button } from 'react-admin';
import GridOnIcon from '@mui/icons-material/GridOn';
import { EntityList } from '../../generic/GenericList';
import { useMayDo } from '../../generic/useEntity';
import { texts } from './texts';

function OpenEditor() {
  if (!useMayDo('edit')) return null;
  return (
    <Button component={Link} to="/admin/sales-target/editor" label={texts.open}>
      <GridOnIcon />
    </Button>
  );
}

export default function SalesTargetList() {
  return <EntityList extraActions={<OpenEditor />} />;
}
