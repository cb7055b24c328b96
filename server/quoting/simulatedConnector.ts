/**
 * The simulated connector: the insurer's profile (domain/quoting/simulatedInsurers.ts) answers
 * after its latency, scaled by `latencyScale` (0 in tests, 1 in the product, QUOTE_LATENCY_SCALE
 * to change it). A profile that is `down` fails as a web service does, with a 503.
 */
import {
  simulatedAnswer,
  simulatedInsurer,
  simulatedLatency,
} from '../../domain/quoting/simulatedInsurers';
import { ConnectorError, type ConnectorFor, type InsurerConnector } from './connector';

export interface SimulationOptions {
  latencyScale: number;
  /** Insurer ids that fail whatever their profile says (tests, demos of an outage). */
  down?: readonly number[];
}

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new ConnectorError('Llamada cancelada.'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ConnectorError('Llamada cancelada.'));
      },
      { once: true },
    );
  });
}

export function simulatedConnectors(options: SimulationOptions): ConnectorFor {
  return (companyId): InsurerConnector => {
    const profile = simulatedInsurer(companyId);
    return {
      async quote(request, { signal }) {
        await wait(simulatedLatency(profile, request) * options.latencyScale, signal);
        if (profile.down || options.down?.includes(companyId))
          throw new ConnectorError('El servicio de la compañía no está disponible (503).', 503);
        return simulatedAnswer(profile, request);
      },
    };
  };
}
