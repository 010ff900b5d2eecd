import Testing
import TouchTraceImport

/// The wrappers of issue 34's families 1 and 2, each in the forms they take, on one small dump:
/// a window-less root (0 0; 320 480) holding a button (10 10; 100 40).
@Suite struct WrapperFormsTests {
  static let root = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>"
  static let button = "   | <UIButton: 0x3; frame = (10 10; 100 40); layer = <CALayer: 0x4>>"
  static let label =
    "   |    | <UIButtonLabel: 0x5; frame = (0 0; 10 10); text = 'Don\\'t'; userInteractionEnabled = NO>"

  /// Family 1: what printers put between the `|` marks (or the line's start) and the `<`.
  @Test(arguments: [
    "(id) $2 = 0x1 " + root + "\n" + button,
    "'RootViewController:0x9' " + root + "\n   | _button <UIButton: 0x3; frame = (10 10; 100 40)>",
    "XX (" + root + ")\n" + button,
  ])
  func textBeforeTheDescription(dump: String) throws {
    let scene = try imported(dump, taps: [(20, 20)])
    #expect(scene.views.map(\.className) == ["UIView", "UIButton"])
    #expect(scene.views[0].printedBefore != nil)
    #expect(scene.warnings.isEmpty)
  }

  /// Family 2: one literal a line, in JavaScript, Swift, Objective-C and a concatenation; the
  /// code around it is not the dump, and `\'` inside is a quote.
  @Test(arguments: ["'", "\"", "@\""])
  func oneLiteralALine(open: String) throws {
    let close = open == "@\"" ? "\"" : open
    func literal(_ line: String) -> String {
      let escaped = line.replacingOccurrences(of: "'", with: close == "'" ? "\\'" : "'")
      return "  " + open + escaped + close + ","
    }
    let dump = [
      "const RAW = [", literal(Self.root), literal(Self.button),
      literal(
        "   |    | <UIButtonLabel: 0x5; frame = (0 0; 10 10); text = 'Don't'; userInteractionEnabled = NO>"
      ),
      "].join('\\n')",
    ].joined(separator: "\n")
    let scene = try imported(dump, taps: [(20, 20)])
    #expect(scene.views.map(\.className) == ["UIView", "UIButton", "UIButtonLabel"])
    #expect(scene.views[2].text == "Don't")
    #expect(scene.warnings.isEmpty)
    #expect(try hitViews(dump, taps: [(20, 20)]) == ["buttonDonT"])
  }

  @Test func aConcatenation() throws {
    let dump = "let dump = \"" + Self.root + "\\n\" +\n  \"" + Self.button + "\\n\";\n"
    let scene = try imported(dump)
    #expect(scene.views.map(\.className) == ["UIView", "UIButton"])
  }

  /// A line with a frame that is not read as a view is never dropped without a located warning.
  @Test func aFramedLineNotReadIsAWarning() throws {
    let dump = "note: frame = (0 0; 1 1) was wrong\n" + Self.root + "\n" + Self.button
    let scene = try imported(dump)
    #expect(
      scene.warnings.map(\.description) == [
        "dump.txt:1:7: warning: this line holds a frame but is not read as a view (it comes before the dump's first view); it is skipped"
      ])
  }
}

/// A responder chain printed after the dump (views again, then a controller and the
/// application, which print no frame): read once, the repeats said.
@Test func aResponderChainAfterTheDump() throws {
  let dump = """
    <UIView: 0x1; frame = (0 0; 320 480)>
       | <UIButton: 0x3; frame = (10 10; 100 40)>
    <UIButton: 0x3; frame = (10 10; 100 40)>
    <UIView: 0x1; frame = (0 0; 320 480)>
    <ViewController: 0x7>
    <UIApplication: 0x8>
    """
  let scene = try imported(dump)
  #expect(scene.views.count == 2)
  #expect(
    scene.warnings.map(\.description) == [
      "dump.txt:3:1: warning: this view was printed again (it is read at line 2); this line is skipped",
      "dump.txt:4:1: warning: this view was printed again (it is read at line 1); this line is skipped",
    ])
}
