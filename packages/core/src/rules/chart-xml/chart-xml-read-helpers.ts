import { failChartXml } from './chart-xml-error';
import type { XmlElement } from './xml-node';

/** Reads an element's attributes: refuses unknown ones and requires the listed ones. */
export function readAttributes(
  element: XmlElement,
  required: readonly string[],
  optional: readonly string[] = [],
): (name: string) => string {
  for (const name of element.attributes.keys()) {
    if (!required.includes(name) && !optional.includes(name)) {
      failChartXml('invalidStructure', `unknown attribute ${name} on <${element.name}>`);
    }
  }
  for (const name of required) {
    if (!element.attributes.has(name))
      failChartXml('invalidStructure', `missing attribute ${name} on <${element.name}>`);
  }
  return (name: string) => element.attributes.get(name) ?? '';
}

/** Refuses character data inside an element that carries none. */
export function refuseText(element: XmlElement): void {
  if (element.text.trim() !== '')
    failChartXml('invalidStructure', `unexpected text inside <${element.name}>`);
}

/** Reads `true` or `false` (spec 2 §5: booleans must be true or false). */
export function readBoolean(what: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return failChartXml(
    'invalidProperty',
    `invalid ${what}: booleans must be true or false, not ${JSON.stringify(value)}`,
  );
}

/** Reads a positive whole number (row and dataset ids). */
export function readId(what: string, value: string): number {
  const n = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
  if (n === 0)
    failChartXml(
      'invalidProperty',
      `invalid ${what}: ${JSON.stringify(value)} is not a positive whole number`,
    );
  return n;
}

/** Reads one of a fixed list of values. */
export function readChoice<T extends string>(what: string, values: readonly T[], value: string): T {
  if (!(values as readonly string[]).includes(value))
    failChartXml('invalidProperty', `invalid ${what}: ${JSON.stringify(value)}`);
  return value as T;
}

/** Whether a value is a `#rrggbb` hex code (spec 2 §5: custom colours are 6 hex digits with #). */
export function isSixDigitHex(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** Reads a `#rrggbb` hex code, lower-cased; anything else is a bad hex code. */
export function readHex(what: string, value: string): string {
  if (!isSixDigitHex(value)) failChartXml('badHexCode', `bad hex code for ${what}: ${JSON.stringify(value)}`);
  return value.toLowerCase();
}
