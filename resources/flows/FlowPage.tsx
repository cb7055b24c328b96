/**
 * A wizard on screen (domain/engine/flows.ts), for any flow: the step indicators, the step the
 * address names when the steps before it are done (else the first one still open, and the
 * address is corrected), its form with autosave, or the flow's last screen. The address always
 * carries the draft's id once it has one, so a reload, or the same address on another device,
 * opens the same step with what was typed.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm, Loading, Title, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { resolveStep, stepStates, type Flow, type FlowAction } from '../../domain/engine/flows';
import { FlowStepper } from './FlowStepper';
import { StepForm } from './StepForm';
import { useFlowDraft } from './useFlowDraft';
import { stepSheets, type DraftView } from './flowApi';
import { SheetSourceContext } from '../generic/sheetSource';

/**
 * A step's own inputs, shown before its declared ones (the vehicle guide's cascade, the
 * buttons copying from the client), given what the draft's steps hold.
 */
export interface StepInputs {
  fields: string[];
  Inputs: ComponentType<{ steps: Record<string, Record<string, unknown>> }>;
}

export interface FlowPageProps {
  flow: Flow;
  title: string;
  branchId: number;
  id?: string;
  action?: string;
  step?: string;
  /** The wizard's address of a draft at a step (`/opportunity/car/{id}/new/person`). */
  addressOf: (branchId: number, id: string | null, action: FlowAction, step: string) => string;
  /** Steps with their own inputs, by step name. */
  ownInputs?: Record<string, StepInputs>;
  /** The flow's last screen (a step without a form), given the draft. */
  LastStep: ComponentType<{ draft: DraftView }>;
  /** Where leaving a discarded new draft goes. */
  listPath: string;
  /** The record as the page's messages name it, with its article ("la oportunidad"). */
  recordNoun?: string;
}

export function FlowPage(props: FlowPageProps) {
  const { flow, branchId, id, addressOf, recordNoun = 'la oportunidad' } = props;
  const navigate = useNavigate();
  const notify = useNotify();
  const { load, generation, autosave, complete, discard } = useFlowDraft(flow.name, branchId, id);
  const [failed, setFailed] = useState<string[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const draft = load.state === 'ready' ? load.draft : null;
  // The draft's own branch (an old link may name another): its steps, and its address.
  const branch = draft?.branch_id ?? branchId;
  // The path the draft's values take (an endorsement that needs new prices is quoted).
  const steps = flow.stepsFor(branch, draft?.values);
  const done = draft?.done ?? [];
  // A draft whose action is not the address's was just stored (new → edit): it goes where the
  // server said, not to the step the old address names.
  const wanted = draft && props.action && props.action !== draft.action ? draft.step : props.step;
  const step = resolveStep(steps, wanted, done, draft?.step);
  const action: FlowAction = draft?.action ?? 'new';
  const canonical = addressOf(branch, draft?.id ?? null, action, step.name);
  // A skipped step, a missing one, a new draft's first save, or a draft that is now the
  // stored record's: the address is corrected in place (the form stays as it is).
  const misplaced =
    !!draft &&
    (props.step !== step.name ||
      props.action !== action ||
      draft.id !== id ||
      draft.branch_id !== branchId);
  useEffect(() => {
    if (misplaced) navigate(canonical, { replace: true });
  }, [misplaced, canonical, navigate]);
  // A new object per render, cheap: only a spreadsheet list's buttons read it.
  const sheets = stepSheets(flow.name, branch, step.name);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing')
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        Este borrador no existe o no es tuyo, o {recordNoun} no está entre las que podés ver.
      </Alert>
    );
  if (load.state === 'refused')
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={<Button onClick={() => navigate(props.listPath)}>Volver</Button>}
      >
        {load.message}
      </Alert>
    );
  if (load.state === 'failed')
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => window.location.reload()}>Reintentar</Button>}
      >
        No se pudo abrir el asistente: {load.message}
      </Alert>
    );
  const open = (name: string) => navigate(addressOf(branch, draft?.id ?? null, action, name));
  const index = steps.indexOf(step);
  const previous = steps
    .slice(0, index)
    .reverse()
    .find((s) => s.form);

  const submit = async (values: Record<string, unknown>) => {
    const result = await complete(step.name, values);
    if ('errors' in result) {
      setFailed([step.name]);
      return result.errors;
    }
    setFailed([]);
    navigate(addressOf(branch, result.draft.id, result.draft.action, result.draft.step));
    return undefined;
  };

  const discardButton: ReactNode = draft ? (
    <Button color="error" onClick={() => setDiscarding(true)}>
      Descartar borrador
    </Button>
  ) : null;

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1150 }}>
      <Title title={props.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <FlowStepper
        steps={steps}
        states={stepStates(steps, step.name, done, failed)}
        onOpen={open}
      />
      {draft?.stale && (
        <Alert severity="warning" sx={{ mb: 2 }} action={discardButton}>
          Otra persona modificó {recordNoun} después de que empezaste este borrador. Si lo
          descartás, seguís desde lo que está guardado.
        </Alert>
      )}
      <Card sx={{ overflow: 'visible' }}>
        {step.form ? (
          <SheetSourceContext.Provider value={sheets}>
            <StepForm
              key={`${generation}:${step.name}`}
              form={step.form}
              values={draft?.values[step.name]}
              onAutosave={(values, leaving) => autosave(step.name, values, leaving)}
              onSubmit={submit}
              onBack={previous ? () => open(previous.name) : undefined}
              ownInputs={props.ownInputs?.[step.name]?.fields}
              extra={discardButton}
            >
              {(() => {
                const Own = props.ownInputs?.[step.name]?.Inputs;
                return Own ? <Own steps={draft?.values ?? {}} /> : null;
              })()}
            </StepForm>
          </SheetSourceContext.Provider>
        ) : draft ? (
          <props.LastStep draft={draft} />
        ) : null}
      </Card>
      <Confirm
        isOpen={discarding}
        title="Descartar el borrador"
        content={
          action === 'new'
            ? 'Se borra todo lo que cargaste en este asistente.'
            : `Se descartan tus cambios sin guardar; ${recordNoun} queda como estaba.`
        }
        confirm="Descartar"
        onConfirm={async () => {
          setDiscarding(false);
          await discard();
          notify('Borrador descartado', { type: 'info' });
          if (action === 'new') navigate(props.listPath);
        }}
        onClose={() => setDiscarding(false)}
      />
    </Box>
  );
}
