export * from '../engine/defineEnum';
export * from './branches';
export * from './statuses';
export * from './catalogues';
export * from './marketing';
export * from './files';
export * from './months';
export * from './operations'; // [operations]
export * from './insurersVehiclesPayments'; // [insurers-vehicles-payments]
export * from './jobs'; // [jobs]
export * from './clients';
export * from './coverages'; // [coverages]
export * from './opportunities'; // [opportunities]
export * from './risks'; // [opportunities]
