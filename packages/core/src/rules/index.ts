export * from './validation/index';
export * from './chart-query/index';
export * from './inspector/index';
