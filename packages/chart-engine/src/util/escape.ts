const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an SVG text node or attribute value; strips control characters XML cannot carry. */
export function escapeXml(text: string): string {
  // XML 1.0 forbids most C0 control characters even when escaped, so they are dropped rather than encoded.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
