import { version } from 'react';

/**
 * The value of the `inert` prop that makes an element inert under the React rendering it: React 19 takes a
 * boolean; React 18 knows no `inert` prop, drops `true` with a warning and writes a string as given (an empty
 * attribute is present, so the element is inert). Typed as React 19's boolean.
 */
export const INERT = (Number(version.split('.')[0]) >= 19 ? true : '') as boolean;
