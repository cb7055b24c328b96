/** bcrypt (pure JavaScript, no native build) with cost 10: ~70 ms a check on this machine. */
import bcrypt from 'bcryptjs';
import { MAX_PASSWORD_BYTES, passwordBytes } from '../../domain/passwords';

/**
 * Production's cost is 10. Vitest (which sets VITEST) hashes at bcrypt's least, 4: the suite
 * logs in thousands of times and seeds every demo user, and what it checks is the same. The
 * Playwright run's server hashes at production's cost.
 */
export const bcryptCost = (env: NodeJS.ProcessEnv = process.env) => (env.VITEST ? 4 : 10);

const COST = bcryptCost();

/**
 * Every path that sets a password validates it first (validatePasswordPair refuses more than
 * 72 bytes with a message); this is the last guard, so bcrypt never cuts one silently.
 */
export const hashPassword = (password: string) => {
  if (passwordBytes(password) > MAX_PASSWORD_BYTES)
    throw new Error(`password longer than ${MAX_PASSWORD_BYTES} bytes reached hashPassword`);
  return bcrypt.hash(password, COST);
};
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
