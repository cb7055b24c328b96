/**
 * The emission wizard at `/contract_request/emission/{id}/{step?}` (spec 2.3, 2.5): the generic
 * FlowPage over the request's steps (domain/contracts/emissionFlow.ts), titled by the request,
 * with the card's brand and bank read from its BIN on the payment step, where the inspection
 * or ART's letter stands on theirs (RequirementSteps.tsx), and the detail as its last screen.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import { emissionFlow, emissionPath } from '../../domain/contracts/emissionFlow';
import { FlowPage } from '../flows/FlowPage';
import NotFound from '../../src/pages/NotFound';
import { CardBrandHint } from './CardBrandHint';
import { EmissionDetail } from './EmissionDetail';
import { InspectionStep, LetterStep } from './RequirementSteps';

/** The steps' own parts: the card's brand, where the inspection and the letter stand. */
function ownInputsOf(requestId: string, branchId: number) {
  const props = { requestId, branchId };
  return {
    payment_method: { fields: [], Inputs: CardBrandHint },
    inspection: { fields: [], Inputs: () => <InspectionStep {...props} /> },
    no_objection_letter: { fields: [], Inputs: () => <LetterStep {...props} /> },
  };
}

export default function EmissionWizard() {
  const [id, step] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const {
    data: request,
    isPending,
    error,
  } = useGetOne('contract_request', { id }, { enabled: !!id, retry: false });
  const branchId = Number(request?.branch_id);
  const ownInputs = useMemo(() => ownInputsOf(id ?? '', branchId), [id, branchId]);
  if (!id || error) return <NotFound />;
  if (isPending || !request) return <Loading />;
  return (
    <FlowPage
      key={id}
      flow={emissionFlow}
      title={`Emisión: ${String(request.title ?? '')}`}
      branchId={branchId}
      id={id}
      action="edit"
      step={step}
      addressOf={(_branch, draftId, _action, name) => emissionPath(draftId ?? id, name)}
      ownInputs={ownInputs}
      LastStep={EmissionDetail}
      listPath={`/contract_request/${id}/show`}
      recordNoun="la solicitud"
    />
  );
}
