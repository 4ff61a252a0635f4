export * from './validation/index';
export * from './chart-query/index';
export * from './inspector/index';
export * from './chart-xml/index';
export * from './settings/index';
export * from './permissions/index';
export * from './formatting/index';
