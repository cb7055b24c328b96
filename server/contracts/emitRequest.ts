/**
 * «Emitir» (domain/entities/contractRequestMachine.ts): the request goes to its insurer once its
 * wizard's steps are stored (people with a policyholder, items, payment method) and operations
 * approved its inspection or ART's letter (requirements.ts); a card payment
 * needs its security code, checked here and handed, with the card's number opened from its seal,
 * to the insurer's call that starts once the command commits (emissionRunner.ts). Nothing of
 * the card is written: the command's audit records the code only as given.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { EMIT_REQUEST } from '../../domain/entities/contractRequestMachine';
import { emissionFlow, emissionStepsProblem } from '../../domain/contracts/emissionFlow';
import { cvcProblem, paysByCard } from '../../domain/contracts/paymentMethods';
import { paymentDigits } from '../../domain/validators/paymentNumbers';
import { sealedPlace, type Sealer } from '../../domain/engine/sealedValues';
import { unprocessable } from '../http/problems';
import { deleteRecordDrafts, readFlowRecord } from '../flows/draftStore';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import { whenCommitted, type Row, type Store, type WriteContext } from '../rest/store';
import type { EmissionRunner } from './emissionRunner';
import { requirementsBlock } from './requirements';

export const emitMessages = {
  cvcNotApplicable: 'El código de seguridad es solo para pagos con tarjeta: borralo.',
  unreadableCard: 'La tarjeta guardada no se pudo leer: volvé a cargarla en «Medio de pago».',
} as const;

export function contractRequestEmitters(sealer: Sealer, runner: EmissionRunner): CommandHandlers {
  async function emit(tx: Store, request: Row, ctx: WriteContext, input: Row): Promise<Row> {
    const id = String(request.id);
    const steps = await readFlowRecord(tx, emissionFlow.name, id);
    const problem =
      emissionStepsProblem(Number(request.branch_id), steps) ??
      (await requirementsBlock(tx, request));
    if (problem) throw unprocessable({ status: [problem] });
    const payment = steps!.payment_method;
    const byCard = paysByCard(Number(payment.payment_type));
    const cvc = typeof input.cvc === 'string' && input.cvc !== '' ? input.cvc : null;
    if (!byCard && cvc !== null) throw unprocessable({ cvc: [emitMessages.cvcNotApplicable] });
    const cvcWrong = byCard ? cvcProblem(cvc) : null;
    if (cvcWrong) throw unprocessable({ cvc: [cvcWrong] });
    const place = sealedPlace(emissionFlow.name, id, 'card_number');
    const cardNumber = byCard ? sealer.open(String(payment.card_number ?? ''), place) : null;
    if (byCard && cardNumber === null)
      throw unprocessable({ status: [emitMessages.unreadableCard] });
    const job = {
      requestId: id,
      actorId: ctx.actorId,
      payment: { cardNumber: cardNumber && paymentDigits(cardNumber), cvc: paymentDigits(cvc) },
    };
    // Sent: what was typed in its wizard and not stored goes (the stored steps were sent).
    await deleteRecordDrafts(tx, emissionFlow.name, id);
    await whenCommitted(tx, () => runner.start(job));
    return { substatus: null, insurer_message: null };
  }
  return { [handlerKey(contractRequest, EMIT_REQUEST)]: emit };
}
