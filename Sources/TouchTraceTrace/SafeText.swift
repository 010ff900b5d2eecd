import Foundation

/// Names and titles from scene files reach HTML (`check`'s report, the explorer) and Markdown (`render
/// --markdown`): each is escaped for where it lands, and links are relative file URLs, percent-
/// encoded, so a file named `javascript:alert(6)<!--.yaml` is a file, never a script (issue 14).
public enum SafeText {
  /// Text for HTML element content or a quoted attribute.
  public static func html(_ s: String) -> String {
    let entities: [Unicode.Scalar: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    return s.unicodeScalars.map { entities[$0] ?? String($0) }.joined()
  }

  /// A relative URL for a path made of `/`-separated parts: each part percent-encoded (only
  /// letters, digits and `-._~@` stay as they are), so no part can read as a scheme
  /// (`javascript%3A…`), a query, a fragment or the end of a Markdown link.
  public static func relativeURL(_ path: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@")
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
    return parts.joined(separator: "/")
  }

  /// Text for a Markdown heading or image description: one line, HTML's characters as entities
  /// and the punctuation that makes links, images, code and emphasis backslash-escaped, so
  /// `<script>` or `[x](javascript:…)` stays text.
  public static func markdown(_ s: String) -> String {
    let markup = Set<Unicode.Scalar>(["\\", "`", "*", "_", "[", "]", "(", ")", "!", "|"])
    return html(s).unicodeScalars.map { c in
      if c == "\n" || c == "\r" || c == "\t" { return " " }
      if c.properties.generalCategory == .control { return escaped(c) }
      return markup.contains(c) ? "\\" + String(c) : String(c)
    }.joined()
  }

  /// Text for a terminal: control characters from the input (ESC, BEL, NUL…) shown as `\u{1B}`,
  /// so a title cannot retitle or recolour the terminal that prints a message about it (issue
  /// 23). Line breaks and tabs stay: messages are lines.
  public static func terminal(_ s: String) -> String {
    guard s.unicodeScalars.contains(where: { isControl($0) }) else { return s }
    return s.unicodeScalars.map { isControl($0) ? escaped($0) : String($0) }.joined()
  }

  private static func isControl(_ c: Unicode.Scalar) -> Bool {
    // Bidi controls too (U+202E right-to-left override and its kin, issue 35): they reorder
    // what the terminal shows after them, so a name could disguise the path printed beside it.
    c != "\n" && c != "\t"
      && (c.properties.generalCategory == .control || c.properties.isBidiControl)
  }

  private static func escaped(_ c: Unicode.Scalar) -> String {
    "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
  }
}
