import { XmlSyntaxError, type XmlElement } from './xml-node';

const NAME_START = /[A-Za-z_:]/;
const NAME_CHAR = /[A-Za-z0-9_:.-]/;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// XML 1.0 Char production: tab, newline, carriage return and the printable planes, no surrogates halves alone.
const INVALID_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

interface MutableElement {
  name: string;
  attributes: Map<string, string>;
  children: MutableElement[];
  text: string;
}

class XmlReader {
  private pos = 0;
  constructor(private readonly src: string) {}

  fail(cause: string): never {
    throw new XmlSyntaxError(cause, this.pos);
  }

  read(): XmlElement {
    const invalid = INVALID_CHAR.exec(this.src);
    if (invalid) {
      this.pos = invalid.index;
      this.fail('character not allowed in XML');
    }
    if (this.src.startsWith('\uFEFF')) this.pos = 1;
    if (this.src.startsWith('<?xml', this.pos)) this.declaration();
    this.misc();
    if (this.src.startsWith('<!DOCTYPE', this.pos)) this.fail('document type declarations are not accepted');
    if (this.src[this.pos] !== '<') this.fail('expected the root element');
    const root = this.element();
    this.misc();
    if (this.pos < this.src.length)
      this.fail(this.src[this.pos] === '<' ? 'more than one root element' : 'text after the root element');
    return root;
  }

  private declaration(): void {
    const end = this.src.indexOf('?>', this.pos);
    if (end < 0) this.fail('unterminated XML declaration');
    const body = this.src.slice(this.pos + 5, end);
    if (
      !/^\s+version\s*=\s*(["'])1\.[0-9]+\1(\s+encoding\s*=\s*(["'])[A-Za-z][A-Za-z0-9._-]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*$/.test(
        body,
      )
    ) {
      this.fail('invalid XML declaration');
    }
    this.pos = end + 2;
  }

  /** Whitespace and comments outside the root. */
  private misc(): void {
    for (;;) {
      this.skipSpace();
      if (this.src.startsWith('<!--', this.pos)) this.comment();
      else if (this.src.startsWith('<?', this.pos)) this.fail('processing instructions are not accepted');
      else return;
    }
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && ' \t\r\n'.includes(this.src[this.pos] as string)) this.pos += 1;
  }

  private comment(): void {
    const end = this.src.indexOf('-->', this.pos + 4);
    if (end < 0) this.fail('unterminated comment');
    if (this.src.slice(this.pos + 4, end).includes('--')) this.fail("'--' inside a comment");
    this.pos = end + 3;
  }

  private name(): string {
    const start = this.pos;
    if (!NAME_START.test(this.src[this.pos] ?? '')) this.fail('expected a name');
    this.pos += 1;
    while (NAME_CHAR.test(this.src[this.pos] ?? '')) this.pos += 1;
    return this.src.slice(start, this.pos);
  }

  private entity(): string {
    const end = this.src.indexOf(';', this.pos);
    if (end < 0 || end - this.pos > 12) this.fail('unterminated entity reference');
    const ref = this.src.slice(this.pos + 1, end);
    let value: string | undefined;
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      value = code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
      if (value !== undefined && INVALID_CHAR.test(value)) value = undefined;
    } else {
      value = ENTITIES[ref];
    }
    if (value === undefined) this.fail(`unknown or invalid entity &${ref};`);
    this.pos = end + 1;
    return value;
  }

  private attributeValue(): string {
    const quote = this.src[this.pos];
    if (quote !== '"' && quote !== "'") this.fail('expected a quoted attribute value');
    this.pos += 1;
    let value = '';
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined) this.fail('unterminated attribute value');
      if (ch === quote) break;
      if (ch === '<') this.fail("'<' in an attribute value");
      if (ch === '&') value += this.entity();
      else {
        // Attribute-value normalisation turns literal whitespace characters into spaces.
        value += ch === '\t' || ch === '\n' || ch === '\r' ? ' ' : ch;
        this.pos += 1;
      }
    }
    this.pos += 1;
    return value;
  }

  private element(): MutableElement {
    this.pos += 1;
    const element: MutableElement = { name: this.name(), attributes: new Map(), children: [], text: '' };
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      const ch = this.src[this.pos];
      if (ch === '/') {
        if (this.src[this.pos + 1] !== '>') this.fail("expected '/>'");
        this.pos += 2;
        return element;
      }
      if (ch === '>') {
        this.pos += 1;
        break;
      }
      if (ch === undefined) this.fail('unterminated start tag');
      if (before === this.pos) this.fail('expected whitespace before an attribute');
      const name = this.name();
      this.skipSpace();
      if (this.src[this.pos] !== '=') this.fail("expected '=' after an attribute name");
      this.pos += 1;
      this.skipSpace();
      if (element.attributes.has(name)) this.fail(`duplicate attribute ${name}`);
      element.attributes.set(name, this.attributeValue());
    }
    this.content(element);
    return element;
  }

  private content(element: MutableElement): void {
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined) this.fail(`unclosed element <${element.name}>`);
      if (ch === '<') {
        if (this.src.startsWith('</', this.pos)) {
          this.pos += 2;
          const name = this.name();
          if (name !== element.name) this.fail(`</${name}> closes <${element.name}>`);
          this.skipSpace();
          if (this.src[this.pos] !== '>') this.fail("expected '>'");
          this.pos += 1;
          return;
        }
        if (this.src.startsWith('<!--', this.pos)) this.comment();
        else if (this.src.startsWith('<![CDATA[', this.pos)) {
          const end = this.src.indexOf(']]>', this.pos + 9);
          if (end < 0) this.fail('unterminated CDATA section');
          element.text += this.src.slice(this.pos + 9, end);
          this.pos = end + 3;
        } else if (this.src.startsWith('<?', this.pos) || this.src.startsWith('<!', this.pos)) {
          this.fail('markup declarations and processing instructions are not accepted');
        } else element.children.push(this.element());
      } else if (ch === '&') element.text += this.entity();
      else {
        let end = this.pos;
        while (end < this.src.length && this.src[end] !== '<' && this.src[end] !== '&') end += 1;
        const chunk = this.src.slice(this.pos, end);
        const bad = chunk.indexOf(']]>');
        if (bad >= 0) {
          this.pos += bad;
          this.fail("']]>' in text");
        }
        element.text += chunk;
        this.pos = end;
      }
    }
  }
}

/**
 * Reads a whole XML document strictly (elements, attributes, text, the five named and numeric entities,
 * CDATA, comments, an XML declaration); throws `XmlSyntaxError` for anything not well-formed, and refuses
 * DOCTYPE and processing instructions so that no entity expansion or external reference can happen.
 */
export function readXml(source: string): XmlElement {
  return new XmlReader(source).read();
}
