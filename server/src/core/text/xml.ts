/** XML text escaping shared by every XML/SVG/HTML writer (JUnit report, Timing Map). */

/**
 * Escapes text for XML character data and attribute values (`& < > " '`) and drops the
 * characters XML 1.0 cannot hold (C0 controls except tab, LF and CR; U+FFFE, U+FFFF).
 */
export function escapeXml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
