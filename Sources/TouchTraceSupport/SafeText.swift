import Foundation

/// Names and titles from scene files reach HTML (`check`'s report, the explorer) and Markdown (`render
/// --markdown`): each is escaped for where it lands, and links are relative file URLs, percent-
/// encoded, so a file named `javascript:alert(6)<!--.yaml` is a file, never a script (issue 14).
public enum SafeText {
  /// Text for HTML element content or a quoted attribute.
  public static func html(_ text: String) -> String {
    let entities: [Unicode.Scalar: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    return text.unicodeScalars.map { entities[$0] ?? String($0) }.joined()
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
  public static func markdown(_ text: String) -> String {
    let markup = Set<Unicode.Scalar>(["\\", "`", "*", "_", "[", "]", "(", ")", "!", "|"])
    return html(text).unicodeScalars.map { scalar in
      if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
      if scalar.properties.generalCategory == .control { return escaped(scalar) }
      return markup.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }.joined()
  }

  /// JSON for a `<script type="application/json">` element: `<`, `>` and `&` (only ever inside
  /// JSON strings) as `\u` escapes, so no id or title can close the element or open a comment.
  public static func scriptJSON(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: ">", with: "\\u003e").replacingOccurrences(of: "&", with: "\\u0026")
  }

  /// Text for a terminal: control characters from the input (ESC, BEL, NUL…) shown as `\u{1B}`,
  /// so a title cannot retitle or recolour the terminal that prints a message about it (issue
  /// 23). Line breaks and tabs stay: messages are lines.
  public static func terminal(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
    return text.unicodeScalars.map { isControl($0) ? escaped($0) : String($0) }.joined()
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    // Bidi controls too (U+202E right-to-left override and its kin, issue 35): they reorder
    // what the terminal shows after them, so a name could disguise the path printed beside it.
    scalar != "\n" && scalar != "\t"
      && (scalar.properties.generalCategory == .control || scalar.properties.isBidiControl)
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
