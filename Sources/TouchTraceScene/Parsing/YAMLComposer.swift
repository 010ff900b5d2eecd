internal import CYaml
import Foundation
import Yams

/// Turns the text into a Yams node tree, and Yams' errors into `SceneError`s with locations.
///
/// Two things Yams does not do the way a scene file needs:
/// - A mapping with a repeated key makes Yams throw (naming the key's first place), so nothing
///   else in the file would be checked. The composer renames that first occurrence in the text
///   (its first character becomes a private-use character, so no column moves) and composes
///   again, remembering the rename; the reader then reports the repeat at its own place.
/// - libyaml stops at 1,000 levels of nesting, which a scene of 500 nested views reaches. The
///   composer raises that to `nestingLimit`, enough for views and controllers nested
///   `SceneParser.maxDepth` deep in any arrangement, so the reader can say how deep the views go.
///   (Not without bound: libyaml's time grows with the square of the flow nesting.)
enum YAMLComposer {
  struct Result {
    var node: Node?
    var renamedKeys: [TextPosition: String] = [:]
    var errors: [SceneError] = []
  }

  /// libyaml's nesting limit. The deepest a scene within the limits nests is four levels a view
  /// (a child controller's view: `children`, the child, `controller`, `view`) plus a little.
  static let nestingLimit = 4 * SceneParser.maxDepth + 100

  /// How many repeated keys are renamed (each costs one more parse) before giving up.
  static let maxRenames = 32

  private static let configured: Void = { yaml_set_max_nest_level(Int32(nestingLimit)) }()

  static func compose(_ source: String, file: String) -> Result {
    _ = configured
    var text = source
    // libyaml counts a byte-order mark as a column; editors don't.
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    var result = Result()
    for attempt in 0...maxRenames {
      do {
        result.node = try Yams.compose(yaml: text, .basic)
        return result
      } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
        let key = duplicates.first ?? "?"
        let mark = context.mark
        let replacement = Unicode.Scalar(0xE000 + UInt32(attempt))!
        guard attempt < maxRenames,
          let renamed = replacingKeyStart(in: text, at: mark, with: replacement)
        else {
          result.errors.append(
            SceneError(
              file: file, location: SourceLocation(line: mark.line, column: mark.column),
              message: "the key '\(key)' is repeated in this mapping"))
          return result
        }
        result.renamedKeys[TextPosition(line: mark.line, column: mark.column)] = key
        text = renamed
      } catch {
        result.errors.append(sceneError(error, text: text, file: file))
        return result
      }
    }
    return result
  }

  /// The text with the first character of the key at `mark` (the one after the quote, for a
  /// quoted key) replaced; nil when that cannot be done safely (an empty or escaped quoted key,
  /// an alias, an anchor or a tag).
  static func replacingKeyStart(in text: String, at mark: Mark, with replacement: Unicode.Scalar)
    -> String?
  {
    var scalars = Array(text.unicodeScalars)
    var line = 1
    var column = 1
    var i = 0
    while i < scalars.count, line < mark.line || (line == mark.line && column < mark.column) {
      switch scalars[i] {
      case "\r":
        if i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
        line += 1
        column = 1
      case "\n", "\u{85}", "\u{2028}", "\u{2029}":
        line += 1
        column = 1
      default:
        column += 1
      }
      i += 1
    }
    guard i < scalars.count, line == mark.line, column == mark.column else { return nil }
    let first = scalars[i]
    if first == "\"" || first == "'" {
      let next = i + 1
      guard next < scalars.count, scalars[next] != first, scalars[next] != "\\",
        !["\r", "\n"].contains(scalars[next])
      else { return nil }
      scalars[next] = replacement
    } else {
      guard !"*&!?|>%@`[]{},#-:".unicodeScalars.contains(first), !first.properties.isWhitespace
      else { return nil }
      scalars[i] = replacement
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// A Yams error as a scene error, at the place libyaml gives.
  static func sceneError(_ error: Error, text: String, file: String) -> SceneError {
    func located(_ mark: Mark, _ message: String) -> SceneError {
      SceneError(
        file: file, location: SourceLocation(line: mark.line, column: mark.column), message: message
      )
    }
    func syntax(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> SceneError {
      if problem.hasPrefix("Maximum nesting level") {
        return located(
          mark,
          "the scene nests deeper than \(nestingLimit) levels of mappings and lists; "
            + "the limit is \(SceneParser.maxDepth) nested views or controllers"
        )
      }
      var message = "YAML syntax error: \(problem)"
      if let context {
        message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
      }
      return located(mark, message)
    }
    guard let yaml = error as? YamlError else {
      return SceneError(file: file, location: nil, message: "cannot read the YAML: \(error)")
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return syntax(problem, context, mark)
    case .reader(let problem, let offset, _, _):
      var location: SourceLocation?
      if let offset {
        var line = 1
        var column = 1
        for c in text.prefix(offset) {
          if c.isNewline {
            line += 1
            column = 1
          } else {
            column += 1
          }
        }
        location = SourceLocation(line: line, column: column)
      }
      return SceneError(
        file: file, location: location, message: "the text cannot be read as YAML: \(problem)")
    default:
      return SceneError(file: file, location: nil, message: "cannot read the YAML: \(yaml)")
    }
  }
}
