/**
 * The news flow at `/movements/{contract}/contract_request/{movement?}/{action?}/{step?}` (spec
 * 2.3, 2.5): the generic FlowPage over an endorsement's request, titled by its policy, the data
 * step showing the chosen type's fields, and the detail as its last screen (NewsDetail.tsx).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { Loading, useGetOne } from 'react-admin';
import { newsFlow, newsPath } from '../../domain/movements/movementFlows';
import { FlowPage } from '../flows/FlowPage';
import NotFound from '../../src/pages/NotFound';
import { DATA_INPUTS, MovementDataInputs } from './MovementDataInputs';
import { NewsDetail } from './NewsDetail';

/** The policy is the one whose page the request started from: named, not chosen. */
function ownInputsFor(policyNumber: string) {
  const Policy = () => (
    <Typography sx={{ gridColumn: '1 / -1' }}>
      Póliza <strong>{policyNumber}</strong>
    </Typography>
  );
  return {
    motive: { fields: ['contract_id'], Inputs: Policy },
    data: { fields: DATA_INPUTS, Inputs: MovementDataInputs },
  };
}

export default function NewsWizard() {
  const { contract: contractId } = useParams();
  const [id, action, step] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const {
    data: policy,
    isPending,
    error,
  } = useGetOne('contract', { id: contractId }, { enabled: !!contractId, retry: false });
  const number = String(policy?.number ?? '');
  const ownInputs = useMemo(() => ownInputsFor(number), [number]);
  if (!contractId || !id || error) return <NotFound />;
  if (isPending || !policy) return <Loading />;
  return (
    <FlowPage
      key={id}
      flow={newsFlow}
      title={`Pedido de endoso · Póliza ${String(policy.number)}`}
      branchId={Number(policy.branch_id)}
      id={id}
      action={action}
      step={step}
      addressOf={(_branch, draftId, draftAction, name) =>
        newsPath(contractId, draftId ?? id, draftAction, name)
      }
      ownInputs={ownInputs}
      LastStep={NewsDetail}
      listPath={`/contract/${contractId}/show`}
      recordNoun="el endoso"
    />
  );
}
