/** bcrypt (pure JavaScript, no native build) with cost 10: ~70 ms a check on this machine. */
import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
