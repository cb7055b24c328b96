/**
 * What a contract request starts with when an accepted opportunity is confirmed for issue: the
 * client as holder (name and CUIT or DNI, read by the subscriber who may not open the client),
 * the branch, the insurer and the amounts of the chosen quote, the opportunity's executive, no
 * subscriber yet. The server's confirmation and the demo data build it alike.
 */
type Row = Readonly<Record<string, unknown>>;

export interface RequestSources {
  opportunity: Row;
  quote: Row;
  /** The client: its `display_name`, `cuit`, `document_number`. */
  client: Row;
}

export function requestFromQuote({ opportunity, quote, client }: RequestSources) {
  return {
    // What is insured, as the opportunity names it; the insurer has its own column.
    title: opportunity.title,
    account_id: opportunity.account_id,
    holder_name: client.display_name,
    holder_document: client.cuit ?? client.document_number ?? null,
    opportunity_id: opportunity.id,
    quote_id: quote.id,
    branch_id: opportunity.branch_id,
    company_id: quote.company_id,
    executive_id: opportunity.executive_id ?? null,
    subscriber_id: null,
    net_premium: quote.net_premium ?? null,
    premium: quote.premium ?? null,
    quota_quantity: quote.quota_quantity ?? null,
    sum_insured: quote.sum_insured ?? opportunity.sum_insured ?? null,
    // The vehicle's plate, which the emission's insured item proposes.
    plate: opportunity.plate ?? null,
  };
}
