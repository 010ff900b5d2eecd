import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 35's probe of `touchtrace preview`: a page already drawn waited for another scene's slow
/// drawing (the page cache held its one lock while drawing), and 100 connections that never read
/// their 8 MB pages starved every other client (they held all of Dispatch's threads).
@Suite(.serialized) struct PreviewStarvationTests {
  /// 150 views and 8 taps: a page of about 8 MB (more than a connection's buffers hold) that
  /// takes seconds to draw.
  static let bigScene: String = {
    var lines = ["window:", "  subviews:"]
    for i in 0..<150 {
      lines.append(
        "    - {id: v\(i), frame: [\((i % 15) * 25), \((i / 15) * 30), 24, 28], backgroundColor: red}"
      )
    }
    lines.append("touches:")
    for i in 0..<8 { lines.append("  - tap: [\(10 + i * 15), \(10 + i * 25)]") }
    return lines.joined(separator: "\n") + "\n"
  }()

  static func serve() async throws -> (Scratch, LiveCommandTests.Child, Int, String) {
    let scratch = try Scratch()
    try scratch.write("scenes/big.yaml", bigScene)
    try scratch.write("scenes/small.yaml", oneTapScene)
    let (child, port) = try await PreviewSecurityTests.start(["scenes"], in: scratch)
    return (scratch, child, port, "127.0.0.1:\(port)")
  }

  @Test func aDrawnPageDoesNotWaitForAnotherScenesDrawing() async throws {
    let (scratch, child, port, host) = try await Self.serve()
    func seconds(_ path: String) -> Double {
      let start = Date()
      #expect(PreviewSecurityTests.status(RawHTTP.get(path, port: port, host: host)) == 200)
      return Date().timeIntervalSince(start)
    }
    _ = seconds("/scene/small")
    // How long the big scene takes to draw: a cold request less a warm one (the sending).
    let drawing = seconds("/scene/big") - seconds("/scene/big")
    // Changed, so drawn again on another connection; the small page, drawn already, is asked
    // for a fifth of the way into that drawing.
    let big = scratch.url.appendingPathComponent("scenes/big.yaml")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: big.path)
    let redraw = Thread { _ = RawHTTP.get("/scene/big", port: port, host: host) }
    redraw.start()
    try await Task.sleep(nanoseconds: UInt64(max(drawing, 0) * 0.2 * 1e9))
    let waited = seconds("/scene/small")
    // It waited for the rest of the drawing (four fifths) when one lock was held while drawing.
    #expect(waited < drawing / 2, "waited \(waited) s of a \(drawing) s drawing")
    while redraw.isExecuting { try await Task.sleep(nanoseconds: 100_000_000) }
    #expect(try await child.interrupt() == 0)
    withExtendedLifetime(scratch) {}
  }

  @Test func clientsThatNeverReadDoNotStarveOthers() async throws {
    let (scratch, child, port, host) = try await Self.serve()
    // Drawn once, so the stuck requests below only send.
    #expect(PreviewSecurityTests.status(RawHTTP.get("/scene/big", port: port, host: host)) == 200)
    let stuck = (0..<100).compactMap { _ in RawHTTP(port: port) }
    #expect(stuck.count == 100)
    for client in stuck { client.write("GET /scene/big HTTP/1.1\r\nHost: \(host)\r\n\r\n") }
    try await Task.sleep(nanoseconds: 2_000_000_000)
    let start = Date()
    #expect(PreviewSecurityTests.status(RawHTTP.get("/", port: port, host: host)) == 200)
    // It waited past 60 s; a client that takes nothing for 5 s is dropped in any case.
    #expect(Date().timeIntervalSince(start) < 15)
    #expect(try await child.interrupt() == 0)
    withExtendedLifetime((scratch, stuck)) {}
  }
}
