export * from './cuit';
export * from './vehicleDomain';
export * from './email';
export * from './phone';
export * from './url';
export * from './argentinePhone';
export * from './paymentNumbers';
