/**
 * Fixtures mode (fixtures/server/, server/fixturesMode/), being rewritten beside this change,
 * is the last code importing enumerations through this barrel; everything else imports from the
 * module that declares them (scripts/named-imports.ts moves the rest, then this file goes).
 */
export * from '../engine/defineEnum';
export * from './branches';
export * from './statuses';
export * from './catalogues';
export * from './marketing';
export * from './files';
export * from './months';
export * from './operations';
export * from './insurersVehiclesPayments';
export * from './jobs';
export * from './clients';
export * from './coverages';
export * from './opportunities';
export * from './risks';
