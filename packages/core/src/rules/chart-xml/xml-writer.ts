import type { XmlElement } from './xml-node';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  // Whitespace characters are written as references so that attribute-value normalisation keeps them.
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function writeElement(element: XmlElement, indent: string, out: string[]): void {
  let open = `${indent}<${element.name}`;
  for (const [name, value] of element.attributes) open += ` ${name}="${escapeAttribute(value)}"`;
  if (element.children.length === 0 && element.text === '') {
    out.push(`${open}/>`);
    return;
  }
  if (element.children.length === 0) {
    out.push(`${open}>${escapeText(element.text).replace(/\r/g, '&#13;')}</${element.name}>`);
    return;
  }
  out.push(`${open}>`);
  for (const child of element.children) writeElement(child, `${indent}  `, out);
  out.push(`${indent}</${element.name}>`);
}

/**
 * Writes an element tree as an indented XML document with a declaration; text is written only for leaf
 * elements (the chart format never mixes text and children).
 */
export function writeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  writeElement(root, '', out);
  return `${out.join('\n')}\n`;
}
