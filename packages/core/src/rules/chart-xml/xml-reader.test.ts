import { describe, expect, it } from 'vitest';
import { XmlSyntaxError, xmlElement } from './xml-node';
import { readXml } from './xml-reader';
import { writeXml } from './xml-writer';

describe('spec 2 §5 strict XML reader: well-formed input', () => {
  it('reads elements, attributes, text, entities, CDATA and comments', () => {
    const root = readXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><a x="1" y=\'&lt;&amp;&quot;&apos;&gt;\'><b>t&#65;&#x42;<![CDATA[<raw & text>]]></b><!-- in --><c/></a>\n',
    );
    expect(root.name).toBe('a');
    expect([...root.attributes]).toEqual([
      ['x', '1'],
      ['y', `<&"'>`],
    ]);
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(root.children[0]?.text).toBe('tAB<raw & text>');
  });

  it('normalises whitespace characters in attribute values to spaces', () => {
    expect(readXml('<a v="x\ty\nz"/>').attributes.get('v')).toBe('x y z');
  });

  it('accepts a byte-order mark and surrounding whitespace', () => {
    expect(readXml('\uFEFF  <a/>  \n').name).toBe('a');
  });

  it('writes what it reads back unchanged', () => {
    const tree = xmlElement('root', { a: 'tab\tnew\nline "q" <&>', b: 2 }, [
      xmlElement('leaf', {}, [], 'x < y & z\r'),
    ]);
    const back = readXml(writeXml(tree));
    expect(back.attributes.get('a')).toBe('tab\tnew\nline "q" <&>');
    expect(back.children[0]?.text).toBe('x < y & z\r');
  });
});

describe('spec 2 §5 strict XML reader: malformed input is refused', () => {
  it.each([
    ['empty', ''],
    ['text only', 'hello'],
    ['two roots', '<a/><b/>'],
    ['text after root', '<a/>x'],
    ['unclosed', '<a>'],
    ['mismatched close', '<a></b>'],
    ['unquoted attribute', '<a x=1/>'],
    ['duplicate attribute', '<a x="1" x="2"/>'],
    ['no space between attributes', '<a x="1"y="2"/>'],
    ['lt in attribute', '<a x="<"/>'],
    ['unknown entity', '<a>&nbsp;</a>'],
    ['bare ampersand', '<a>a & b</a>'],
    ['numeric entity out of range', '<a>&#x110000;</a>'],
    ['numeric entity of a control char', '<a>&#1;</a>'],
    ['control character', '<a>\u0001</a>'],
    ['doctype', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ['processing instruction', '<a><?php x?></a>'],
    ['unterminated comment', '<a><!-- x</a>'],
    ['double dash in comment', '<a><!-- x -- y --></a>'],
    ['unterminated CDATA', '<a><![CDATA[x</a>'],
    ['CDATA end in text', '<a>]]></a>'],
    ['bad declaration', '<?xml version="2"?><a/>'],
    ['declaration not first', ' <?xml version="1.0"?><a/>'],
    ['bad name', '<1a/>'],
    ['lone surrogate', '<a>\uD800</a>'],
  ])('%s', (_name, source) => {
    expect(() => readXml(source)).toThrowError(XmlSyntaxError);
  });
});
