import Foundation
import TouchTraceTrace
import Yams

/// Typed, location-aware reading of a Yams node tree. Every problem becomes a `SceneError`
/// (collected, not thrown), and the reader returns nil for the value so reading can go on.
final class YAMLReader {
  let file: String
  private(set) var errors: [SceneError] = []
  /// Keys the composer renamed so that Yams would accept a mapping with a repeated key: their
  /// position → the key as written.
  let renamedKeys: [TextPosition: String]
  /// Where the text and lists read so far were written: one met again is repeated by an alias.
  private var readPlaces: Set<TextPosition> = []
  /// What aliases repeated: text in bytes and list items, counted against the limits.
  private var aliasedText = 0
  private var aliasedItems = 0
  private var aliasLimitReported = false
  /// Each error reported so far, by place and message.
  private var reported: Set<String> = []

  init(file: String, renamedKeys: [TextPosition: String] = [:]) {
    self.file = file
    self.renamedKeys = renamedKeys
  }

  // MARK: Aliases

  /// Counts what an alias repeats: false (with one error for the whole scene) once aliases have
  /// repeated more text or list items than a scene may (issue 35: a million aliases of one
  /// 1,000-character warning made a 1 GB trace from 300 KB of YAML).
  func countRepeat(_ node: Node, text: Int = 0, items: Int = 0) -> Bool {
    guard let mark = node.mark,
      !readPlaces.insert(TextPosition(line: mark.line, column: mark.column)).inserted
    else { return true }
    aliasedText += text
    aliasedItems += items
    guard aliasedText > SceneParser.maxAliasedText || aliasedItems > SceneParser.maxAliasedItems
    else { return true }
    if !aliasLimitReported {
      aliasLimitReported = true
      error(
        "YAML aliases repeat too much: a scene's aliases may repeat at most "
          + "\(SceneParser.maxAliasedText) bytes of text and \(SceneParser.maxAliasedItems) "
          + "list items in all (each alias counts what it repeats)", at: node)
    }
    return false
  }

  // MARK: Errors

  func location(_ node: Node?) -> SourceLocation? {
    node?.mark.map { SourceLocation(line: $0.line, column: $0.column) }
  }

  func error(_ message: String, at node: Node?) {
    error(message, at: location(node))
  }

  /// Reports a problem once: a node an alias repeats is read again, and its error would repeat.
  func error(_ message: String, at location: SourceLocation?) {
    if let location, !reported.insert("\(location):\(message)").inserted { return }
    errors.append(SceneError(file: file, location: location, message: message))
  }

  /// How a node reads in a message: `a mapping`, `a list of 3 items`, `the string "red"`…
  func describe(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence(let s):
      return s.isEmpty ? "an empty list" : "a list of \(s.count) item\(s.count == 1 ? "" : "s")"
    case .alias: return "an alias"
    case .scalar(let s):
      switch ScalarValue(s) {
      case .null: return "nothing (null)"
      case .bool(let b): return "the boolean \(b)"
      case .number: return "the number \(s.string)"
      case .string(let text): return "the string \(quoted(text))"
      }
    }
  }

  func quoted(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(37)) + "..." : text
    return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  // MARK: Mappings

  /// The node as a mapping whose keys must be among `keys`. Reports a node that is not a mapping,
  /// keys that are not names, unknown keys (listing the expected ones) and repeated keys.
  /// - Parameters:
  ///   - what: how the mapping reads in a message: "a view", "'transform'".
  ///   - misplaced: a specific message for a key that is not allowed here but means something
  ///     elsewhere (nil: the generic unknown-key message).
  func mapping(
    _ node: Node, what: String, keys allowed: [String],
    misplaced: ((String) -> String?)? = nil
  ) -> Fields? {
    guard case .mapping(let mapping) = node else {
      error("expected a mapping for \(what), found \(describe(node))", at: node)
      return nil
    }
    var fields = Fields(node: node)
    // Names seen so far: a list for the usual few keys, a dictionary past that.
    var seen: [(String, Node)] = []
    var seenIndex: [String: Node] = [:]
    let large = mapping.count > 16
    for (keyNode, value) in mapping {
      guard let name = keyName(keyNode) else { continue }
      if let first = large ? seenIndex[name] : seen.first(where: { $0.0 == name })?.1 {
        error(
          "duplicate key '\(name)' in \(what) (first at \(location(first).map(\.description) ?? "?"))",
          at: keyNode)
        continue
      }
      if large { seenIndex[name] = keyNode } else { seen.append((name, keyNode)) }
      guard allowed.contains(name) else {
        if let special = misplaced?(name) {
          error(special, at: keyNode)
        } else {
          error(unknownKeyMessage(name, in: what, allowed: allowed), at: keyNode)
        }
        continue
      }
      fields.add(name, key: keyNode, value: value)
    }
    return fields
  }

  func unknownKeyMessage(_ name: String, in what: String, allowed: [String]) -> String {
    guessing(
      name, among: allowed, head: "unknown key '\(name)' in \(what)",
      expected: "one of: \(allowed.joined(separator: ", "))")
  }

  /// A key's name: the scalar as written (or as it was before the composer renamed it).
  func keyName(_ key: Node) -> String? {
    guard case .scalar(let scalar) = key else {
      error("expected a name as a key, found \(describe(key))", at: key)
      return nil
    }
    if !renamedKeys.isEmpty, let mark = scalar.mark,
      let original = renamedKeys[TextPosition(line: mark.line, column: mark.column)]
    {
      return original
    }
    return scalar.string
  }

  /// Reports the keys of `names` missing from `fields`; true if all are there.
  @discardableResult
  func require(_ names: [String], in fields: Fields, what: String) -> Bool {
    var ok = true
    for name in names where !fields.has(name) {
      error("\(what) needs '\(name)'", at: fields.node)
      ok = false
    }
    return ok
  }
}

/// The candidate nearest to `word` (case-insensitive edit distance, a swap of two neighbouring
/// letters counting as one edit), if it is close enough to be a likely typo.
/// A message about a word that is not one of `candidates`: with a close one, "did you mean" comes
/// right after `head`, before the list of what was expected, which can be long (a view's keys);
/// without one, `head (expected …)` (issue 36).
func guessing(_ word: String, among candidates: [String], head: String, expected: String)
  -> String
{
  guard let guess = closest(to: word, in: candidates) else {
    return "\(head) (expected \(expected))"
  }
  return "\(head); did you mean '\(guess)'? (expected \(expected))"
}

package func closest(to word: String, in candidates: [String]) -> String? {
  let w = Array(word.lowercased())
  guard !w.isEmpty, w.count < 64 else { return nil }
  let limit = max(1, min(2, w.count / 3))
  var best: (String, Int)?
  for candidate in candidates {
    let c = Array(candidate.lowercased())
    guard abs(c.count - w.count) <= limit, !c.isEmpty else { continue }
    // Optimal string alignment distance, rows i-2, i-1 and i.
    var before = [Int](repeating: 0, count: c.count + 1)
    var previous = Array(0...c.count)
    var row = previous
    for i in 1...w.count {
      row[0] = i
      for j in 1...c.count {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (w[i - 1] == c[j - 1] ? 0 : 1))
        if i > 1, j > 1, w[i - 1] == c[j - 2], w[i - 2] == c[j - 1] {
          row[j] = min(row[j], before[j - 2] + 1)
        }
      }
      (before, previous) = (previous, row)
    }
    let distance = previous[c.count]
    if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
  }
  return best?.0
}
