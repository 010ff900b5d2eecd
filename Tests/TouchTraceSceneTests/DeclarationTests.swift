import Foundation
import Testing

@testable import TouchTraceEngine
@testable import TouchTraceScene

/// The declarations of classes and keys drive the reader, the schema, the builder, the trace and
/// the article: each output is checked against them here.
@Suite struct DeclarationTests {
  /// The UIKitClasses article's table is the one the declarations write. To accept a change,
  /// run with TOUCHTRACE_WRITE_DOCS=1 (it rewrites the table in the article).
  @Test func theArticlesClassTableIsTheDeclarations() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TouchTrace/TouchTrace.docc/UIKitClasses.md")
    let article = try String(contentsOf: url, encoding: .utf8)
    var lines = article.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("| class | keys") })
    let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
    let table = lines[start..<end].joined(separator: "\n")
    if ProcessInfo.processInfo.environment["TOUCHTRACE_WRITE_DOCS"] == "1", table != ClassTable.markdown {
      lines.replaceSubrange(start..<end, with: ClassTable.markdown.components(separatedBy: "\n"))
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(table == ClassTable.markdown)
  }
}
