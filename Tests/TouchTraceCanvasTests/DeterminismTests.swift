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

  @Test func svgIdsAreNumberedInOrderOfFirstUse() throws {
    let svg = try Self.render(.svg)
    let text = try #require(String(data: svg, encoding: .utf8))
    #expect(text.contains(#"<path id="glyph0" d="M "#))
    #expect(text.contains(#"<clipPath id="clip0">"#) == false)  // the demo does not clip
    #expect(text.contains(##"<use xlink:href="#glyph0" x=""##))
    // Glyphs are numbered as the drawing first uses them: the first use is glyph0.
    let firstUse = try #require(text.range(of: "<use "))
    #expect(text[firstUse.lowerBound...].hasPrefix(##"<use xlink:href="#glyph0""##))
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
