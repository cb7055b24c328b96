/** The generated list of opportunities, with the call queue's "Siguiente llamado" for its labor. */
import { EntityList } from '../generic/GenericList';
import { NextCallButton } from './NextCallButton';

export default function OpportunityList() {
  return <EntityList extraActions={<NextCallButton />} />;
}
