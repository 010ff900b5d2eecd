import Foundation
import Testing
import TouchTraceTestSupport

/// What a dump can make `import` do is bounded by its size (issue 35).
@Suite struct ImportBoundsTests {
  /// 160,000 unclosed `\u{` in a quoted dump: each looked for its brace to the end of the line,
  /// 40 s and more; now a scalar's 8 digits at most.
  @Test func unclosedSwiftEscapesAreReadInLinearTime() throws {
    let dump =
      "\"<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\\n   | "
      + "<UILabel: 0x3; frame = (0 0; 100 20); text = '"
      + String(repeating: "\\u{", count: 160_000) + "'; layer = <CALayer: 0x4>>\"\n"
    let scratch = try Scratch()
    try scratch.write("d.txt", dump)
    let result = try scratch.run(["import", "d.txt", "-o", "d.yaml"], timeout: 60)
    expectCleanFailure(result)
    // The text is past a scene's limit: a located error, in seconds.
    #expect(result.stderr.contains("d.txt:1:"), "\(result)")
  }

  /// Swift class names of every length: a long one is read as the Objective-C runtime prints its
  /// words, not handed to the demangler, whose substitutions can double the name at each step.
  @Test(arguments: [100, 430, 5_000, 100_000])
  func longMangledNamesAreBounded(length: Int) throws {
    var name = "_TtGC7SwiftUI14_UIHostingView"
    while name.utf8.count < length { name += "GVS_15ModifiedContentS0_S1_" }
    name += "_"
    let dump = "<\(name): 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n"
    let scratch = try Scratch()
    try scratch.write("d.txt", dump)
    let result = try scratch.run(["import", "d.txt", "-o", "d.yaml"], timeout: 60)
    #expect(!result.crashed && !result.timedOut, "\(result)")
    #expect(result.exited(0) || result.exited(1), "\(result)")
  }
}
