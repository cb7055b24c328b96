/**
 * A wizard on screen (domain/engine/flows.ts), for any flow: the step indicators, the step the
 * address names when the steps before it are done (else the first one still open, and the
 * address is corrected), its form with autosave, or the flow's last screen. The address always
 * carries the draft's id once it has one, so a reload, or the same address on another device,
 * opens the same step with what was typed.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Confirm, Loading, Title, useEvent, useNotify } from 'react-admin';
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

type DraftSteps = Record<string, Record<string, unknown>>;
const NO_STEPS: DraftSteps = {};
/**
 * What the draft's steps hold, read by a step's own inputs: through a context, so a draft
 * answered by an autosave renders those inputs, not the whole step's form around them.
 */
const DraftStepsContext = createContext<DraftSteps>(NO_STEPS);

function OwnInputs({ Inputs }: { Inputs: StepInputs['Inputs'] }) {
  return <Inputs steps={useContext(DraftStepsContext)} />;
}

/** What a step's form is given besides its callbacks: the same objects while the step is. */
function useStepParts(
  flowName: string,
  branch: number,
  stepName: string,
  autosave: (step: string, values: Record<string, unknown>, leaving?: boolean) => Promise<void>,
  hasDraft: boolean,
  setDiscarding: (discarding: boolean) => void,
  Own: StepInputs['Inputs'] | undefined,
) {
  // Only a spreadsheet list's buttons read it.
  const sheets = useMemo(
    () => stepSheets(flowName, branch, stepName),
    [flowName, branch, stepName],
  );
  const onAutosave = useCallback(
    (values: Record<string, unknown>, leaving?: boolean) => autosave(stepName, values, leaving),
    [autosave, stepName],
  );
  const discardButton = useMemo(
    () =>
      hasDraft ? (
        <Button color="error" onClick={() => setDiscarding(true)}>
          Descartar borrador
        </Button>
      ) : null,
    [hasDraft, setDiscarding],
  );
  const ownInputs = useMemo(() => (Own ? <OwnInputs Inputs={Own} /> : null), [Own]);
  return { sheets, onAutosave, discardButton, ownInputs };
}

export function FlowPage(props: FlowPageProps) {
  const { flow, branchId, id, addressOf, recordNoun = 'la oportunidad' } = props;
  const navigate = useNavigate();
  const { key: addressKey } = useLocation();
  const notify = useNotify();
  const { load, generation, autosave, complete, discard } = useFlowDraft(flow.name, branchId, id);
  const [failed, setFailed] = useState<string[]>([]);
  const [discarding, setDiscarding] = useState(false);
  // The step the server has just moved the draft to, shown in the render of its answer; its
  // address follows once that render is on screen. Asked for at the answer, the address would
  // come a render later (the router's transition), the step left rendering its whole form once
  // more meanwhile, and its unsaved-changes guard would hold the move until react-hook-form
  // called the submit a success. Any other address (the new one, Back) ends it.
  const [moved, setMoved] = useState<{ at: string; step: string; address: string } | null>(null);
  if (moved && moved.at !== addressKey) setMoved(null);
  const moving = moved?.at === addressKey ? moved : null;
  // The address when an answer arrives (one autosave may have corrected it since the click).
  const addressNow = useRef(addressKey);
  useLayoutEffect(() => {
    addressNow.current = addressKey;
  }, [addressKey]);
  useEffect(() => {
    if (!moving) return;
    // Once the new step is painted: the router's render of the new address (the layout, the
    // routes) would otherwise hold that paint back. A hidden tab paints no frame: a timer then.
    let timer = setTimeout(() => navigate(moving.address), 100);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(() => navigate(moving.address));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [moving, navigate]);
  const draft = load.state === 'ready' ? load.draft : null;
  // The draft's own branch (an old link may name another): its steps, and its address.
  const branch = draft?.branch_id ?? branchId;
  // The path the draft's values take (an endorsement that needs new prices is quoted).
  const steps = flow.stepsFor(branch, draft?.values);
  const done = draft?.done ?? [];
  // A draft whose action is not the address's was just stored (new → edit): it goes where the
  // server said, not to the step the old address names.
  const wanted =
    moving?.step ??
    (draft && props.action && props.action !== draft.action ? draft.step : props.step);
  const step = resolveStep(steps, wanted, done, draft?.step);
  const stepName = step.name;
  const action: FlowAction = draft?.action ?? 'new';
  const canonical = addressOf(branch, draft?.id ?? null, action, stepName);
  // A skipped step, a missing one, a new draft's first save, or a draft that is now the
  // stored record's: the address is corrected in place (the form stays as it is). Not while
  // the address of a step just moved to is on its way.
  const misplaced =
    !!draft &&
    !moving &&
    (props.step !== stepName ||
      props.action !== action ||
      draft.id !== id ||
      draft.branch_id !== branchId);
  useEffect(() => {
    if (misplaced) navigate(canonical, { replace: true });
  }, [misplaced, canonical, navigate]);

  // What the step's form is given stays the same from render to render (StepForm is memoised):
  // the address catching up, an autosave's answer or the stepper do not render the form again.
  const open = useEvent((name: string) =>
    navigate(addressOf(branch, draft?.id ?? null, action, name)),
  );
  const index = steps.findIndex((s) => s.name === stepName);
  const previous = steps
    .slice(0, index)
    .reverse()
    .find((s) => s.form);
  const back = useEvent(() => previous && open(previous.name));
  const submit = useEvent(async (values: Record<string, unknown>) => {
    const result = await complete(stepName, values);
    if ('errors' in result) {
      setFailed([stepName]);
      return result.errors;
    }
    setFailed([]);
    const { id: draftId, action: next, step: to } = result.draft;
    setMoved({ at: addressNow.current, step: to, address: addressOf(branch, draftId, next, to) });
    return undefined;
  });
  const { sheets, onAutosave, discardButton, ownInputs } = useStepParts(
    flow.name,
    branch,
    stepName,
    autosave,
    !!draft,
    setDiscarding,
    props.ownInputs?.[stepName]?.Inputs,
  );
  const ownFields = props.ownInputs?.[stepName]?.fields;

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
            <DraftStepsContext.Provider value={draft?.values ?? NO_STEPS}>
              <StepForm
                key={`${generation}:${step.name}`}
                form={step.form}
                values={draft?.values[step.name]}
                onAutosave={onAutosave}
                onSubmit={submit}
                onBack={previous ? back : undefined}
                ownInputs={ownFields}
                extra={discardButton}
              >
                {ownInputs}
              </StepForm>
            </DraftStepsContext.Provider>
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
