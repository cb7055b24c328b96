/**
 * The news flow at `/movements/{contract}/contract_request/{movement?}/{action?}/{step?}` (spec
 * 2.3, 2.5): the generic FlowPage over an endorsement's request, titled by its policy, the data
 * step showing the chosen type's fields, and the detail as its last screen (NewsDetail.tsx). A
 * change that needs new prices takes the opportunity news flow's steps on the same page: the
 * insurers' quote (QuoteInputs.tsx) and its quotas (QuotasInputs.tsx).
 */
import { createContext, useContext, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { Loading, useGetOne, type RaRecord } from 'react-admin';
import { newsFlow, newsPath } from '../../domain/movements/movementFlows';
import { motiveForm } from '../../domain/movements/movementForms';
import { offeredMovementTypes } from '../../domain/movements/movementKinds';
import { optionById } from '../../domain/engine/defineEnum';
import { contractStatus } from '../../domain/enums/statuses';
import { FieldInput } from '../generic/fieldInputs';
import { FlowPage } from '../flows/FlowPage';
import NotFound from '../../src/pages/NotFound';
import { DATA_INPUTS, MovementDataInputs } from './MovementDataInputs';
import { NewsDetail } from './NewsDetail';
import { QUOTE_INPUTS, QuoteInputs, type QuoteContext } from './QuoteInputs';
import { QUOTAS_INPUTS, QuotasInputs } from './QuotasInputs';
import { useInsurerName } from './useInsurerName';

type Steps = { steps: Record<string, Record<string, unknown>> };

/** The request's policy (named, not chosen: the one whose page it started from) and draft. */
const RequestContext = createContext<QuoteContext | null>(null);
const useRequest = () => useContext(RequestContext)!;

/**
 * The policy, and the types it may be asked (movementKinds.ts `offeredMovementTypes`, the rule
 * the server refuses by): an annulled policy only a rehabilitation, one in force anything else.
 */
export function MotiveInputs({ policy }: { policy: Readonly<Record<string, unknown>> }) {
  const status = optionById(contractStatus, Number(policy.status))?.code ?? '';
  const offered = useMemo(() => offeredMovementTypes(status), [status]);
  return (
    <>
      <Typography sx={{ gridColumn: '1 / -1' }}>
        Póliza <strong>{String(policy.number)}</strong>
      </Typography>
      <FieldInput name="movement_type" field={motiveForm.fields.movement_type} onlyIds={offered} />
    </>
  );
}
const Motive = () => <MotiveInputs policy={useRequest().policy} />;
const Data = (props: Steps) => (
  <MovementDataInputs {...props} branchId={Number(useRequest().policy.branch_id)} />
);
const Quote = (props: Steps) => <QuoteInputs {...props} {...useRequest()} />;
const Quotas = (props: Steps) => <QuotasInputs {...props} policy={useRequest().policy} />;

const ownInputs = {
  motive: { fields: ['contract_id', 'movement_type'], Inputs: Motive },
  data: { fields: DATA_INPUTS, Inputs: Data },
  totals: { fields: QUOTE_INPUTS, Inputs: Quote },
  quotas: { fields: QUOTAS_INPUTS, Inputs: Quotas },
};

export default function NewsWizard() {
  const { contract: contractId } = useParams();
  const [id, action, step] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const {
    data: policy,
    isPending,
    error,
  } = useGetOne('contract', { id: contractId }, { enabled: !!contractId, retry: false });
  const insurerName = useInsurerName(policy?.company_id) ?? 'la compañía';
  const request = useMemo(
    () => (policy && id ? { policy: policy as RaRecord, draftId: id, insurerName } : null),
    [policy, id, insurerName],
  );
  if (!contractId || !id || error) return <NotFound />;
  if (isPending || !policy || !request) return <Loading />;
  return (
    <RequestContext.Provider value={request}>
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
    </RequestContext.Provider>
  );
}
