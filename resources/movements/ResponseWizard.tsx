/**
 * The contract response flow at `/movements/{contract}/contract_response/{movement}/edit/{step?}`
 * (spec 2.3, 2.5): the insurer's answer to an endorsement, its totals and quotas, and the
 * notification screen from which it is applied to the policy (ResponseNotification.tsx).
 */
import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import { responseFlow, responsePath } from '../../domain/movements/movementFlows';
import { FlowPage } from '../flows/FlowPage';
import NotFound from '../../src/pages/NotFound';
import { ResponseNotification } from './ResponseNotification';

export default function ResponseWizard() {
  const { contract: contractId } = useParams();
  const [id, , step] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const {
    data: policy,
    isPending,
    error,
  } = useGetOne('contract', { id: contractId }, { enabled: !!contractId, retry: false });
  if (!contractId || !id || error) return <NotFound />;
  if (isPending || !policy) return <Loading />;
  return (
    <FlowPage
      key={id}
      flow={responseFlow}
      title={`Respuesta de la compañía · Póliza ${String(policy.number)}`}
      branchId={Number(policy.branch_id)}
      id={id}
      action="edit"
      step={step}
      addressOf={(_branch, draftId, _action, name) => responsePath(contractId, draftId ?? id, name)}
      LastStep={ResponseNotification}
      listPath={`/contract_movement/${id}/show`}
      recordNoun="el endoso"
    />
  );
}
