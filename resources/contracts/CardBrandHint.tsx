/**
 * On the payment step, once a card's first six digits are typed: its brand, bank and type from
 * the BIN catalogue (general/bincode/validate), or that the catalogue does not know it, which
 * the server refuses when the step is completed.
 */
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '@mui/material';
import { BIN_MIN } from '../../domain/binLookup';
import { isMask } from '../../domain/engine/sealedValues';
import { paymentDigits } from '../../domain/validators/paymentNumbers';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';

interface BinAnswer {
  valid: boolean;
  brand?: string;
  bank?: string;
  type?: string;
  message?: string;
}

export function CardBrandHint() {
  const typed = useWatch({ name: 'card_number' }) as unknown;
  const digits = isMask(typed) ? null : paymentDigits(typed);
  // Only the BIN leaves the form, never the whole number.
  const bin = digits && digits.length >= BIN_MIN ? digits.slice(0, 8) : null;
  const [answer, setAnswer] = useState<{ bin: string; found: BinAnswer } | null>(null);
  useEffect(() => {
    if (!bin) return;
    let live = true;
    const url = `${apiV1()}/general/bincode/validate?bincode=${bin}`;
    apiRequest(url, { hideMessage: true }).then(
      ({ json }) => live && setAnswer({ bin, found: json as BinAnswer }),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [bin]);
  if (!bin || answer?.bin !== bin) return null;
  const { found } = answer;
  return (
    <Alert severity={found.valid ? 'info' : 'warning'} sx={{ gridColumn: '1 / -1' }}>
      {found.valid
        ? [found.brand, found.bank, found.type].filter(Boolean).join(' · ')
        : found.message}
    </Alert>
  );
}
