/** `$id`s of the shared schemas that are not an entity's (those are named in entitySchemas.ts). */
export const PROBLEM = 'Problem';
export const VALIDATION_PROBLEM = 'ValidationProblem';
export const SUCCESS = 'Success';
export const PROFILE = 'Profile';
export const TOKENS = 'Tokens';
export const SESSION_ACCESS = 'SessionAccess';
