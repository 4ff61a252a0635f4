/** An XML element as the small reader and writer of this folder see it: no namespaces, no mixed order. */
export interface XmlElement {
  readonly name: string;
  /** Attributes in document order; names are unique. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  /** The element's own character data (text and CDATA, entities decoded), concatenated. */
  readonly text: string;
}

/** Thrown by `readXml` for input that is not well-formed; `offset` is where reading stopped. */
export class XmlSyntaxError extends Error {
  readonly offset: number;

  constructor(cause: string, offset: number) {
    super(`${cause} at offset ${offset}`);
    this.name = 'XmlSyntaxError';
    this.offset = offset;
  }
}

/** Builds an element for `writeXml`, skipping attributes whose value is undefined. */
export function xmlElement(
  name: string,
  attributes: Record<string, string | number | boolean | undefined> = {},
  children: readonly XmlElement[] = [],
  text = '',
): XmlElement {
  const map = new Map<string, string>();
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) map.set(key, String(value));
  return { name, attributes: map, children, text };
}
