const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Characters XML 1.0 cannot carry even when escaped: C0 controls other than tab, line feed and carriage
// return, the non-characters U+FFFE and U+FFFF, and halves of surrogate pairs that stand alone.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// Any character that either step below would change; most texts of a chart (roles, colours, labels) have none.
const NEEDS_ESCAPING =
  // eslint-disable-next-line no-control-regex
  /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

/** Drops the characters that XML 1.0 cannot carry even as entities, so that any text can go into a document. */
export function removeNonXmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}

/**
 * Escapes text for an SVG text node or attribute value, so that any input makes a valid XML 1.0 document:
 * markup characters become entities and characters XML cannot carry are dropped.
 */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return removeNonXmlCharacters(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
