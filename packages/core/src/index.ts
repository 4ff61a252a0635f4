/**
 * @chartbench/core: the headless product. Catalogues, models and rules of the specification as plain data
 * and pure functions, and the workbench store. No DOM, no React, no network: effects go through ports.
 */
export * from './catalogues/index';
export * from './model/index';
export * from './rules/index';
export * from './workbench/index';
