export * from './define';
export * from './branches';
export * from './statuses';
export * from './catalogues';
