import Foundation
import Testing
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// The diagrams in the reader's language: every table complete, every drawn word translated (only
/// ids, class names, method and property names stay), and every glyph in the pinned fonts.
@Suite struct DiagramWordsTests {
  static let samples = Repo.samples
  static let translated = DiagramLocale.allCases.filter { $0 != .en }

  /// Words that are UIKit's own names, written as code: a property (`alpha`, `next`), a value
  /// (`nil`, `false`), a recognizer's state, a unit; and `n`, `t`, `s`, `pt` in formulas.
  static let codeWords: Set<String> = [
    "alpha", "nil", "super", "next", "false", "true", "pt", "s", "t", "n", "possible", "began",
    "changed", "ended", "cancelled", "failed", "recognized",
    // The later phases in "touchesBegan, Moved ×18, Ended".
    "Moved", "Ended", "Cancelled",
  ]

  /// The Latin words left in `text` once code is taken out: API names (camelCase, `UI…`, `YES`),
  /// `point(inside:)`, dotted names (`UITouch.view`), the trace's own names and the code words.
  /// A translated text leaves none.
  static func englishWords(in text: String, names: Set<String> = []) -> [String] {
    var rest = text.replacingOccurrences(of: "point(inside:)", with: " ")
    rest = rest.replacingOccurrences(
      of: #"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+"#, with: " ",
      options: .regularExpression)
    let words = rest.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
      .map(String.init)
    return words.filter { word in
      guard word.first?.isLetter == true else { return false }
      let camel = word.dropFirst().contains { $0.isUppercase }
      let upper = word.allSatisfy { !$0.isLowercase }
      return !(camel || upper || names.contains(word) || codeWords.contains(word))
    }
  }

  /// Every text item a diagram draws.
  static func texts(_ items: [DiagramItem]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .text(let text, _, _): [text]
      case .group(_, let inner), .clipped(_, let inner): texts(inner)
      default: []
      }
    }
  }

  /// The names a trace brings: ids, classes, methods, actions, events, and the scene's title and
  /// file (scene data the reader wrote, never translated).
  static func names(_ trace: Trace) -> Set<String> {
    var out: Set<String> = []
    func add(_ s: String?) {
      guard let s else { return }
      out.formUnion(englishWords(in: s))
    }
    // The objects as changes left them too: a pushed controller's title in the bar.
    for o in trace.objects + trace.events.flatMap({ $0.objects ?? [] }) {
      add(o.id)
      add(o.class)
      add(o.baseClass)
      add(o.text)
      add(o.title)
      add(o.placeholder)
      (o.segments ?? []).forEach(add)
      // A picker's rows (a wheels date picker's month names) are what the screen shows.
      (o.components ?? []).joined().forEach(add)
    }
    for e in trace.events {
      [e.method, e.action, e.target, e.subtype, e.controlEvent, e.state, e.reason, e.property]
        .forEach(
          add)
    }
    add(trace.title)
    add(trace.source)
    // A scene's warnings (an import's sentences) are its own text, quoted as the title is.
    (trace.warnings ?? []).forEach(add)
    return out
  }

  @Test(arguments: translated)
  func everyTableKeepsTheEnglishKeysAndPlaceholders(locale: DiagramLocale) {
    let english = DiagramWords.en.all
    let words = locale.words.all
    #expect(words.map(\.key) == english.map(\.key))
    func placeholders(_ s: String) -> [String] {
      s.matches(of: /\{\d\}/).map { String(s[$0.range]) }.sorted()
    }
    for (en, other) in zip(english, words) {
      #expect(placeholders(en.text) == placeholders(other.text), "\(locale) \(en.key)")
      #expect(!other.text.isEmpty, "\(locale) \(en.key) is empty")
    }
  }

  @Test(arguments: translated)
  func everyTableValueIsTranslated(locale: DiagramLocale) {
    for (key, text) in locale.words.all {
      let left = Self.englishWords(in: text.replacingOccurrences(of: "{0}", with: ""))
      #expect(left == [], "\(locale) \(key): \(text)")
    }
  }

  /// The check itself finds English: the English table is full of words it flags.
  @Test func theCheckFindsEnglish() {
    #expect(Self.englishWords(in: "stops here: the override does not call super").count == 7)
    #expect(Self.englishWords(in: "停在这里:重写的方法没有调用 super") == [])
    #expect(Self.englishWords(in: "hitTest 第 n 次访问:point(inside:) 返回 YES") == [])
  }

  /// Every sample in every language: each text drawn is translated but for the trace's names.
  @Test(arguments: translated)
  func translatedDiagramsDrawNoEnglishWords(locale: DiagramLocale) throws {
    var drawn = 0
    for name in try Repo.sampleNames() {
      let trace = try SceneRunner.run(
        path: Self.samples.appendingPathComponent(name + ".yaml").path)
      let names = Self.names(trace)
      for (_, diagram) in try Renderer.diagrams(
        for: trace, name: name, combine: false, locale: locale)
      {
        for text in Self.texts(diagram.items) {
          drawn += 1
          let left = Self.englishWords(in: text, names: names)
          #expect(left == [], "\(name) in \(locale): \"\(text)\" has \(left)")
        }
      }
    }
    #expect(drawn > 1000)
  }

  /// The same scene in English draws the English words (so the check above can fail).
  @Test func englishDiagramsDrawEnglish() throws {
    let trace = try SceneRunner.run(
      path: Self.samples.appendingPathComponent("seed002-control-stops-chain.yaml").path)
    let texts = try Renderer.diagrams(for: trace, name: "x", combine: true).flatMap {
      Self.texts($0.diagram.items)
    }
    #expect(texts.contains("Responder chain"))
    let zh = try Renderer.diagrams(for: trace, name: "x", combine: true, locale: .zhHans).flatMap {
      Self.texts($0.diagram.items)
    }
    #expect(zh.contains("响应者链") && !zh.contains("Responder chain"))
  }

  /// No tofu: the pinned fonts have a glyph for every character of every table, bold or not.
  @Test(arguments: DiagramLocale.allCases)
  func everyGlyphIsInThePinnedFonts(locale: DiagramLocale) throws {
    for (key, text) in locale.words.all {
      for weight in [FontWeight.regular, .bold] {
        let style = TouchTraceCanvas.TextStyle(size: 12, weight: weight)
        #expect(try Canvas.unknownGlyphCount(in: text, style: style) == 0, "\(locale) \(key)")
      }
    }
    // The count works: a private-use character has no glyph.
    #expect(
      try Canvas.unknownGlyphCount(in: "\u{E000}", style: TouchTraceCanvas.TextStyle(size: 12))
        == 1)
  }

  /// The locale is part of a diagram's name, before DocC's theme and scale suffixes.
  @Test func fileNamesCarryTheLocaleBeforeTheTheme() throws {
    let trace = try SceneRunner.run(
      path: Self.samples.appendingPathComponent("seed000-tap-red.yaml").path)
    var options = RenderOptions()
    options.themes = [.light, .dark]
    options.locale = .zhHans
    let names = try Renderer.images(of: trace, name: "tap", options: options).map(\.file)
    #expect(names == ["tap~zh-Hans@2x.png", "tap~zh-Hans~dark@2x.png"])
    options.locale = .en
    #expect(
      try Renderer.images(of: trace, name: "tap", options: options).map(\.file).first
        == "tap@2x.png")
  }
}
