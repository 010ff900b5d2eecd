import Testing

@testable import TouchTraceCanvas

/// Text layout runs in parallel: each live canvas has a Pango font map of its own.
@Suite struct FontSystemTests {
  @Test func canvasesAliveAtOnceHaveTheirOwnFontSystems() throws {
    let a = try Canvas(width: 10, height: 10)
    let b = try Canvas(width: 10, height: 10)
    #expect(a.fonts !== b.fonts)
  }
}
