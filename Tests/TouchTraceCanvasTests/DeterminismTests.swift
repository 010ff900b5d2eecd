import Dispatch
import Foundation
import Testing

@testable import TouchTraceCanvas

@Suite struct DeterminismTests {
  static func render(_ format: ImageFormat, scale: Double = 2) throws -> Data {
    let canvas = try Canvas(
      width: 340, height: 260, scale: scale, format: format, background: Color(white: 0.97))
    DemoImageTests.drawDemo(on: canvas)
    return try canvas.finish()
  }

  @Test(arguments: ImageFormat.allCases)
  func sameDrawingTwiceInOneProcessIsByteIdentical(format: ImageFormat) throws {
    let first = try Self.render(format)
    // Something else in between advances Cairo's process-wide counters.
    for other in ImageFormat.allCases { _ = try Self.render(other, scale: 1) }
    let second = try Self.render(format)
    #expect(first.count > 1000)
    #expect(first == second)
  }

  @Test func parallelRenderingMatchesSerialRendering() throws {
    let expected = try ImageFormat.allCases.map { try Self.render($0) }
    let results = ResultsBox(count: 12)
    DispatchQueue.concurrentPerform(iterations: 12) { i in
      let format = ImageFormat.allCases[i % ImageFormat.allCases.count]
      results.set(i, Result { try Self.render(format) })
    }
    for i in 0..<12 {
      let data = try #require(try results.get(i)?.get())
      #expect(data == expected[i % ImageFormat.allCases.count], "render \(i)")
    }
  }

  @Test func svgIdsAreRenumberedInOrderOfFirstAppearance() throws {
    let svg = try Self.render(.svg)
    let text = try #require(String(data: svg, encoding: .utf8))
    #expect(text.contains(#"id="surface0""#))
    #expect(text.contains(#"id="glyph0""#))
    #expect(text.contains(#"id="clip0""#))
    #expect(text.contains(##"xlink:href="#glyph1""##))
    #expect(text.contains(#"id="glyph0-"#) == false)
  }

  @Test func svgRenumberingRewritesIdsAndReferencesOnly() {
    let input = """
      <symbol id="glyph3-7"/><symbol id="glyph3-2"/><g id="surface42" clip-path="url(#clip9)">\
      <use xlink:href="#glyph3-2"/><use xlink:href="#surface17"/><use xlink:href="#glyph3-7"/>\
      <clipPath id="clip9"/><g id="surface17" fill="#ff0000" class="clip3"/><g id="alpha"/><g id="myid12"/>
      """
    let output = String(decoding: SVGIdentifiers.renumber(Data(input.utf8)), as: UTF8.self)
    let expected = """
      <symbol id="glyph0"/><symbol id="glyph1"/><g id="surface0" clip-path="url(#clip0)">\
      <use xlink:href="#glyph1"/><use xlink:href="#surface1"/><use xlink:href="#glyph0"/>\
      <clipPath id="clip0"/><g id="surface1" fill="#ff0000" class="clip3"/><g id="alpha"/><g id="myid12"/>
      """
    #expect(output == expected)
  }

  @Test func pdfHasFixedDatesAndCreator() throws {
    let pdf = try Self.render(.pdf)
    // Cairo 1.16 writes the date set through cairo_pdf_surface_set_metadata without the "D:" prefix.
    #expect(pdf.contains("/CreationDate (") && pdf.contains("20000101000000Z)"))
    #expect(pdf.contains("/ModDate ("))
    #expect(pdf.contains("/Creator (TouchTrace)"))
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    #expect(!pdf.contains("Date (D:\(year)"))
    #expect(!pdf.contains("Date (\(year)"))
  }
}

/// Collects results from concurrent iterations.
private final class ResultsBox: @unchecked Sendable {
  // Guarded by `lock`.
  private var results: [Result<Data, any Error>?]
  private let lock = NSLock()

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<Data, any Error>) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = result
  }

  func get(_ index: Int) -> Result<Data, any Error>? {
    lock.lock()
    defer { lock.unlock() }
    return results[index]
  }
}
