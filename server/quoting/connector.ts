/**
 * The insurer-connector interface (issue 13 section 4): a request in our terms in, an answer in
 * our terms out, whatever the insurer's web service speaks. `translate` gives the insurer's code
 * for one of our values from the `map` catalogue. A real web service replaces one insurer's
 * simulated connector (`connectors` in the quoting options) without touching anything else:
 * the runner times it out, logs it in service_info_detail and stores what it answers.
 */
import type { InsurerQuoteRequest, QuoteAnswer } from '../../domain/quoting/quoteRequest';

export interface ConnectorCall {
  /** Aborted when the insurer's waiting time runs out or the server stops. */
  signal: AbortSignal;
  /** The insurer's code for our value of a kind (mapKinds), or our value when it has none. */
  translate: (kind: string, ourValue: string) => string;
}

export interface InsurerConnector {
  quote(request: InsurerQuoteRequest, call: ConnectorCall): Promise<QuoteAnswer>;
}

/** A failed call: what the insurer's service said, for the log and the quote's message. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/** The connector that quotes for an insurer id. */
export type ConnectorFor = (companyId: number) => InsurerConnector;
