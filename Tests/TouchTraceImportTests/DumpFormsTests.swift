import Foundation
import Testing
import TouchTraceImport

// The forms a pasted dump comes in: each test feeds one and checks what was read. The dumps are
// written here from UIView's description format (`<Class: 0x…; key = value; …>`, one `|` per level).

/// A root with a child and a grandchild, and a second child: the shape every form below carries.
private let plain = """
  <UIView: 0x7f01; frame = (0 0; 320 480); layer = <CALayer: 0x6001>>
     | <UIView: 0x7f02; frame = (10 10; 100 100); layer = <CALayer: 0x6002>>
     |    | <UILabel: 0x7f03; frame = (5 5; 50 20); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>
     | <UIButton: 0x7f04; frame = (10 200; 100 44); opaque = NO; layer = <CALayer: 0x6004>>
  """

/// (class, depth, subviews) of each view.
private func shape(_ scene: ImportedScene) -> [String] {
  scene.views.map { "\($0.className)@\($0.depth)→\($0.subviews)" }
}

private let plainShape = ["UIView@0→[1, 3]", "UIView@1→[2]", "UILabel@2→[]", "UIButton@1→[]"]

@Suite struct DumpFormsTests {
  @Test func plainDump() throws {
    #expect(shape(try imported(plain)) == plainShape)
  }

  @Test(arguments: [
    // Old iOS: `|` then four spaces; some paste tools squeeze them: `||`; tabs.
    "   |    | ", "||", "\t|\t|\t", "|  |  ",
  ])
  func indentationOfAnyWidth(grandchild: String) throws {
    let child = String(grandchild.prefix { $0 != "|" }) + "|" + " "
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
      \(child)<UIView: 0x2; frame = (10 10; 100 100)>
      \(grandchild)<UILabel: 0x3; frame = (5 5; 50 20)>
      \(child)<UIButton: 0x4; frame = (10 200; 100 44)>
      """
    #expect(shape(try imported(dump)) == plainShape)
  }

  @Test func nslogPrefixesOnSomeLines() throws {
    let lines = plain.split(separator: "\n").enumerated().map { i, line in
      // Xcode prefixes the first line of each NSLog; a second log of the same tree has them all.
      i % 2 == 0 ? "2013-08-17 21:04:53.358 App[60940:11303] \(line)" : String(line)
    }
    #expect(shape(try imported(lines.joined(separator: "\n"))) == plainShape)
    let modern = "2024-05-01 10:00:00.123456+0200 My App[123:4a5f] " + plain
    #expect(shape(try imported(modern)) == plainShape)
  }

  @Test func lldbPromptsAndPrintDescription() throws {
    let dump = "(lldb) po [self.view recursiveDescription]\n" + plain + "\n\n(lldb) \n"
    #expect(shape(try imported(dump)) == plainShape)
    let xcode = "Printing description of self.view:\n" + plain
    #expect(shape(try imported(xcode)) == plainShape)
  }

  @Test func swiftQuotedStringAndOptional() throws {
    let escaped = plain.replacingOccurrences(of: "\n", with: "\\n")
    #expect(shape(try imported("\"\(escaped)\"")) == plainShape)
    let optional =
      "(lldb) po view.value(forKey: \"recursiveDescription\")\nOptional(\"\(escaped)\")\n"
    let scene = try imported(optional)
    #expect(shape(scene) == plainShape)
    // All on line 2; the scene's comments also say which line of the string.
    #expect(scene.views.map(\.line) == [2, 2, 2, 2])
    #expect(scene.yaml.contains("id: button  # line 2, line 4 of the quoted string\n"))
    // `Optional(` around the raw text (an NSString printed through Any?).
    #expect(shape(try imported("Optional(\(plain))")) == plainShape)
    // Escapes inside the text: a quote, a tab, a Unicode scalar.
    let text = #""<UILabel: 0x1; frame = (0 0; 10 10); text = 'say \"hi\"\t\u{1F600}'>""#
    #expect(try imported(text).views[0].text == "say \"hi\"\t😀")
  }

  @Test func crlfLineEnds() throws {
    #expect(shape(try imported(plain.replacingOccurrences(of: "\n", with: "\r\n"))) == plainShape)
  }

  @Test func trailingTextAndNull() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIImageView: 0x2; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer: 0x3>> - (null)
         | <UIImageView: 0x4; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer: 0x5>> - avatar.png
      """
    let views = try imported(dump).views
    #expect(views[1].trailing == nil)
    #expect(views[2].trailing == "avatar.png")
  }

  @Test func valuesHoldingSemicolonsAndAngleBrackets() throws {
    let dump = """
      <UITextField: 0x1; frame = (0 0; 320 44); text = 'a; b > c'; animations = { position=<CABasicAnimation: 0x2>; bounds.size=<CABasicAnimation: 0x3>; }; background = <_Provider: 0x4: backgroundView=<_Bg: 0x5; frame = (0 0; 1 1); layer = <CALayer: 0x6>>, fillColor=(null)>; placeholder = Email; layer = <CALayer: 0x7>>
      """
    let view = try imported(dump).views[0]
    #expect(view.text == "a; b > c")
    #expect(view.placeholder == "Email")
    #expect(view.frame == [0, 0, 320, 44])
  }

  @Test func layerVariantsAndOldTrailingSemicolon() throws {
    let dump = """
      <UIWebView: 0x68220e0; frame = (0 0; 320 460); >
         | <UIScrollView: 0x4b2bee0; frame = (0 0; 320 460) >
         |    | <UIImageView: 0x4b2dca0; frame = (0 0; 54 54); layer = <CAShapeLayer: 0x1>>
         |    | <UIView: 0x4b2dca1; frame = (0 0; 54 54); layer = (null)>
      """
    #expect(
      try imported(dump).views.map(\.className) == [
        "UIWebView", "UIScrollView", "UIImageView", "UIView",
      ])
  }

  @Test func textWithQuotesAndLineBreaks() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UILabel: 0x2; frame = (0 0; 100 40); text = 'It's two
      lines; really'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x3>>
         | <UILabel: 0x4; frame = (0 50; 100 40); text = 'last'>
      """
    let views = try imported(dump).views
    #expect(views.map(\.text) == [nil, "It's two\nlines; really", "last"])
    #expect(views[2].line == 4)
  }

  @Test func everyPrintedProperty() throws {
    let dump = """
      <NotesView: 0x1; baseClass = UIPageControl; frame = (1.5 -2; 30 40); transform = [2, 0, 0, 2, 5, 0]; alpha = 0.5; hidden = YES; clipsToBounds = YES; userInteractionEnabled = NO; tag = -3; gestureRecognizers = <NSArray: 0x2>; backgroundColor = kCGColorSpaceModelRGB 1 1 1 1; layer = <CALayer: 0x3>>
      """
    let view = try imported(dump).views[0]
    #expect(view.className == "NotesView")
    #expect(view.baseClass == "UIPageControl")
    #expect(view.frame == [1.5, -2, 30, 40])
    #expect(view.transform == [2, 0, 0, 2, 5, 0])
    #expect(view.alpha == 0.5)
    #expect(view.isHidden && view.clipsToBounds && !view.isUserInteractionEnabled)
    #expect(view.tag == -3)
    #expect(view.hasGestureRecognizers)
    #expect(view.backgroundColor == .hex("#FFFFFF"))
  }

  @Test(arguments: [
    ("UIExtendedSRGBColorSpace 1 0 0 1", DumpColor.hex("#FF0000")),
    ("UIDeviceRGBColorSpace 0 0.5 1 0.5", .hex("#0080FF80")),
    ("UIExtendedGrayColorSpace 0 1", .hex("#000000")),
    ("UIDeviceWhiteColorSpace 1 0", .hex("#FFFFFF00")),
    ("kCGColorSpaceModelRGB 1 1 1 1", .hex("#FFFFFF")),
    ("UIExtendedSRGBColorSpace 1.2 -0.1 0 1", .hex("#FF0000")),
    ("<UIDynamicSystemColor: 0x6; name = systemBlueColor>", .hex("#007AFF")),
    (
      "<UIDynamicProviderColor: 0x6; provider = <__NSMallocBlock__: 0x7>>",
      .unreadable("<UIDynamicProviderColor: 0x6; provider = <__NSMallocBlock__: 0x7>>")
    ),
  ])
  func colours(printed: String, expected: DumpColor) throws {
    let dump =
      "<UIView: 0x1; frame = (0 0; 10 10); backgroundColor = \(printed); layer = <CALayer: 0x2>>"
    #expect(try imported(dump).views[0].backgroundColor == expected)
  }

  @Test func swiftClassNames() throws {
    let dump = """
      <MyApp.NotesView: 0x1; frame = (0 0; 10 10)>
         | <_TtC5MyApp10ShinyLabel: 0x2; frame = (0 0; 10 10)>
      """
    let views = try imported(dump).views
    #expect(views.map(\.className) == ["NotesView", "ShinyLabel"])
    #expect(views.map(\.printedClass) == ["MyApp.NotesView", "_TtC5MyApp10ShinyLabel"])
  }

  @Test func fixturesRead() throws {
    #expect(try imported(Dumps.text("login-lldb-objc.txt")).views.count == 10)
    let settings = try imported(Dumps.text("settings-lldb-swift.txt")).views
    #expect(settings.count == 15)
    #expect(settings[0].contentOffset == [0, -91])
    #expect(settings[1].text == "Wi-Fi")
    let old = try imported(Dumps.text("buttons-nslog-ios6.txt")).views
    #expect(old.map(\.depth) == [0, 1, 2, 2, 2, 1, 2, 2, 1, 1])
    #expect(old[8].trailing == "logo.png")
  }
}
