/** The endorsement's quote as the totals step asks for it (server/movements/movementQuotes.ts). */
import { HttpError } from 'react-admin';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';

export interface QuoteLine {
  company_id: number;
  company_name: string;
  package_name: string;
  own: boolean;
  outcome: 'quoted' | 'pending_technical' | 'has_not_cost' | 'failed';
  message: string | null;
  quote_reference?: string | null;
  franchise?: number | null;
  premium?: number | null;
  net_premium?: number | null;
  surcharges?: number | null;
  taxes?: number | null;
  premium_change?: number | null;
  valid_to?: string | null;
  quote_token?: string | null;
}

export interface EndorsementQuote {
  premium_before: number;
  sum_insured: number;
  effective_date: string;
  days_left?: number;
  days_total?: number;
  quotes: QuoteLine[];
}

/** The quote, or the Spanish reason none came (the insurer's failure, a step to finish). */
export async function quoteEndorsement(
  contractId: string,
  movementId: string,
  insurers: 'own' | 'all',
): Promise<EndorsementQuote | { refused: string }> {
  try {
    const { json } = await apiRequest(`${apiV1()}/movements/${contractId}/quote`, {
      method: 'POST',
      body: { movement: movementId, insurers },
      hideMessage: true,
    });
    return json as EndorsementQuote;
  } catch (error) {
    const body = error instanceof HttpError ? (error.body as { errors?: object } | null) : null;
    const reasons = Object.values(body?.errors ?? {}).map(String);
    return { refused: reasons[0] ?? (error instanceof Error ? error.message : String(error)) };
  }
}
