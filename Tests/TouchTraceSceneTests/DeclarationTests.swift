import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine
@testable import TouchTraceScene

/// The declarations of classes and keys drive the reader, the schema, the builder, the trace and
/// the article: each output is checked against them here.
@Suite(.serialized) struct DeclarationTests {
  /// The articles' tables are the ones the declarations write. To accept a change, run with
  /// TOUCHTRACE_WRITE_DOCS=1 (it rewrites the tables in the articles).
  @Test(arguments: [
    ("UIKitClasses.md", "| class | keys", ClassTable.markdown),
    ("SceneFormat.md", "| scroll view key | meaning |", ClassTable.scrollViewKeys),
    ("SceneFormat.md", "| key | for | meaning |", ClassTable.everydayKeys),
  ])
  func theArticlesTablesAreTheDeclarations(article: String, header: String, written: String)
    throws
  {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TouchTrace/TouchTrace.docc/\(article)")
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix(header) })
    let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
    let table = lines[start..<end].joined(separator: "\n")
    let write = ProcessInfo.processInfo.environment["TOUCHTRACE_WRITE_DOCS"] == "1"
    if write, table != written {
      lines.replaceSubrange(start..<end, with: written.components(separatedBy: "\n"))
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(table == written)
  }
}

/// The engine agrees with what each class and key declares.
@Suite struct DeclaredBehaviourTests {
  /// A declared superclass is the engine class's superclass: `is` answers as the chain says.
  @Test(arguments: ViewClass.allCases)
  func theEngineClassIsTheDeclaredOne(_ cls: ViewClass) {
    let view = cls.make(id: "v")
    #expect(view.className == cls.rawValue)
    for other in ViewClass.allCases {
      #expect(other.isInstance(view) == cls.isKind(of: other), "\(cls) is \(other)")
    }
  }

  /// A key's declared default is the engine's default: a fresh view records it (or nothing, for
  /// keys recorded only when they differ from it).
  @Test(arguments: ViewKeys.all.filter { if case .custom = $0.type { false } else { true } })
  func aFreshViewHasTheDeclaredDefault(_ key: ViewKey) {
    for cls in ViewClass.allCases where key.classes.contains(cls) {
      guard let declared = key.defaultValue(for: cls) else { continue }
      let fresh = cls.make(id: "v")
      var plain = TraceObject(id: "v", role: .view, class: cls.rawValue, logs: true)
      key.record(fresh, into: &plain)
      var given = plain
      key.apply(declared, to: fresh)
      key.record(fresh, into: &given)
      #expect(given == plain, "\(key.name) on \(cls.rawValue): the default changes the view")
    }
  }

  /// Every traced key reaches the trace: a value other than the default is recorded.
  @Test func aGivenValueReachesTheTrace() throws {
    let cases: [(ViewClass, String, ViewKey.Value, (TraceObject) -> Bool)] = [
      (.switch, "isOn", .bool(true), { $0.isOn == true }),
      (.stepper, "wraps", .bool(true), { $0.wraps == true }),
      (.slider, "isContinuous", .bool(false), { $0.isContinuous == false }),
      (.segmentedControl, "segments", .texts(["A", "B"]), { $0.segments == ["A", "B"] }),
      (.pageControl, "numberOfPages", .integer(3), { $0.numberOfPages == 3 }),
      (.textView, "text", .text("hi"), { $0.text == "hi" }),
      (.stackView, "alignment", .choice("bottom"), { $0.alignment == "trailing" }),
      (.tableViewCell, "indexPath", .indexPath([1, 2]), { $0.indexPath == [1, 2] }),
    ]
    for (cls, name, value, check) in cases {
      let key = try #require(ViewKeys.named(name))
      let view = cls.make(id: "v")
      key.apply(value, to: view)
      var object = TraceObject(id: "v", role: .view, class: cls.rawValue, logs: true)
      key.record(view, into: &object)
      #expect(check(object), "\(name) on \(cls.rawValue)")
    }
  }

  /// The diagram draws each class by its declared glyph.
  @Test func glyphsComeFromTheDeclarations() {
    for cls in ViewClass.allCases {
      #expect(Glyph.of(className: cls.rawValue) == cls.declaration.glyph)
    }
    #expect(Glyph.of(className: "ShinyButton") == .box)
    #expect(Glyph.of(className: "UITabBar") == .tabBar)
  }

  /// The schema's entry for each key is the declaration's, and only its classes may give it.
  @Test(arguments: ViewKeys.all)
  func theSchemaDescribesEachKey(_ key: ViewKey) throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let view = try #require(defs["view"] as? [String: Any])
    let properties = try #require(view["properties"] as? [String: Any])
    let entry = try #require(properties[key.name] as? [String: Any])
    #expect(entry["description"] as? String == SceneSchema.description(of: key))
    let rules = try #require(view["allOf"] as? [Any])
    #expect(rules.contains { "\($0)".contains("\"\(key.name)\"") || "\($0)".contains(key.name) })
  }

  /// A key the trace records has its field in the trace's schema, described.
  @Test func theTraceSchemaListsEveryTracedKey() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let object = try #require(defs["object"] as? [String: Any])
    let fields = try #require(object["properties"] as? [String: Any])
    let traced = Set(
      Mirror(reflecting: TraceObject(id: "v", role: .view, class: "UIView", logs: true))
        .children.compactMap(\.label))
    let keys = ViewKeys.all.map(\.name).filter(traced.contains)
    #expect(keys.count >= 20)
    for key in keys { #expect(fields[key] != nil, "the trace schema lacks \(key)") }
  }
}
