/**
 * The opportunity wizard at `/opportunity/{branch}/{uuid?}/{action?}/{step?}` (spec 2.3, 2.5):
 * the generic FlowPage over the opportunity flow of the branch the address names, with the
 * vehicle guide's cascade on the vehicle step and the quotation as its last screen.
 */
import { useMemo, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Entity } from '../../domain/engine/entity';
import { branches } from '../../domain/enums/branches';
import { optionById } from '../../domain/engine/defineEnum';
import type { FlowAction } from '../../domain/engine/flows';
import {
  branchOfSlug,
  branchSlug,
  guideKindOf,
  opportunityFlow,
  opportunitySteps,
} from '../../domain/flows/opportunityFlow';
import { clientCopiesOf } from '../../domain/flows/clientCopies';
import { GUIDE_LEVELS } from '../../domain/flows/guideCascade';
import { FlowPage } from '../flows/FlowPage';
import { GuideCascade } from '../flows/GuideCascade';
import { QuotationStep } from './QuotationStep';
import { ClientCopies } from './ClientCopies';
import NotFound from '../../src/pages/NotFound';

const guideFields = [...GUIDE_LEVELS, 'infocar_id'];
/**
 * The vehicle step's guide pickers (the motorcycle branch offers the guide's motorcycles);
 * the object step's buttons copying from the client the person step chose, where it has any.
 */
const ownInputsOf = (branchId: number) => {
  const object = opportunitySteps(branchId).find((s) => s.name === 'object')?.form;
  return {
    vehicle: {
      fields: guideFields,
      Inputs: guideKindOf(branchId) === 'motorcycle' ? MotorcycleGuide : CarGuide,
    },
    ...(object &&
      clientCopiesOf(object).length && {
        object: { fields: [], Inputs: clientCopiesInputs(branchId, object) },
      }),
  };
};
type StepsProps = { steps: Record<string, Record<string, unknown>> };
/** One component per branch, kept: a new one each render would remount the buttons. */
const copiesInputs = new Map<number, ComponentType<StepsProps>>();
function clientCopiesInputs(branchId: number, form: Entity) {
  let Inputs = copiesInputs.get(branchId);
  if (!Inputs) {
    Inputs = ({ steps }: StepsProps) => (
      <ClientCopies form={form} accountId={steps.person?.account_id} />
    );
    copiesInputs.set(branchId, Inputs);
  }
  return Inputs;
}
const CarGuide = () => <GuideCascade kind="car" />;
const MotorcycleGuide = () => <GuideCascade kind="motorcycle" />;

export default function OpportunityWizard() {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const branchId = branchOfSlug(pathname.split('/')[2] ?? '');
  // The same object while the branch is: the step's form is rendered again when it changes.
  const ownInputs = useMemo(() => (branchId === null ? {} : ownInputsOf(branchId)), [branchId]);
  if (branchId === null) return <NotFound />;
  const [id, action, step] = rest.split('/').filter(Boolean);
  const slug = branchSlug(branchId)!;
  const addressOf = (branch: number, draftId: string | null, act: FlowAction, name: string) => {
    const at = branchSlug(branch) ?? slug;
    return draftId ? `/opportunity/${at}/${draftId}/${act}/${name}` : `/opportunity/${at}`;
  };
  const branch = optionById(branches, branchId)?.label ?? '';
  return (
    <FlowPage
      key={slug}
      flow={opportunityFlow}
      title={`Cotización de ${branch}`}
      branchId={branchId}
      id={id}
      action={action}
      step={step}
      addressOf={addressOf}
      ownInputs={ownInputs}
      LastStep={QuotationStep}
      listPath="/opportunity"
    />
  );
}
