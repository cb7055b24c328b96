/** bcrypt (pure JavaScript, no native build) with cost 10: ~70 ms a check on this machine. */
import bcrypt from 'bcryptjs';
import { MAX_PASSWORD_BYTES, passwordBytes } from '../../domain/passwords';

const COST = 10;

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
