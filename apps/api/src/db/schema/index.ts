export * from './partners';
export * from './accounts';
export * from './borrowers';
export * from './messages';
export * from './tracking';
export * from './lenders';
export * from './vehicles';
export * from './documents';
