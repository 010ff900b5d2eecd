import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 23's probe of `touchtrace preview`, each hole reproduced through the binary on
/// 127.0.0.1: DNS rebinding (a foreign `Host`), symbolic links out of a served folder, the
/// headers every response carries, slow clients (slowloris), a scene drawn once per change, and
/// `preview -`. Every wait is bounded.
@Suite(.serialized) struct PreviewSecurityTests {
  typealias Live = LiveCommandTests

  /// A preview of `arguments` started in `scratch`, and its port once it says it serves.
  static func start(_ arguments: [String], in scratch: Scratch, stdin: Data? = nil) async throws
    -> (Live.Child, Int)
  {
    let child = try Live.Child(["preview", "--port", "0"] + arguments, in: scratch, stdin: stdin)
    var port = 0
    let listening = try await Live.waitFor(seconds: 120) {
      guard let match = child.stdout.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) else {
        return false
      }
      port = Int(match.1) ?? 0
      return true
    }
    try #require(listening, "no address printed; stderr: \(child.stderr)")
    return (child, port)
  }

  /// A preview of `scenes/` holding seed 000's tap.
  static func serveFolder() async throws -> (Scratch, Live.Child, Int) {
    let scratch = try Scratch()
    _ = try Live.sceneFolder(in: scratch)
    let (child, port) = try await start(["scenes"], in: scratch)
    return (scratch, child, port)
  }

  static func status(_ response: String?) -> Int {
    Int(response?.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// A page whose name is re-pointed to 127.0.0.1 sends its own name as `Host`: refused, as is
  /// a request with no `Host`; the preview's own names are answered.
  @Test func aForeignHostIsRefused() async throws {
    let (scratch, child, port) = try await Self.serveFolder()
    defer { withExtendedLifetime(scratch) {} }
    for host in [
      "evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:1", "localhost.evil:\(port)",
      "127.0.0.1:\(port).evil.example", nil,
    ] {
      for path in ["/", "/scene/tap", "/version"] {
        let response = RawHTTP.get(path, port: port, host: host)
        #expect(Self.status(response) == 421, "Host \(host ?? "none") \(path): \(response ?? "")")
        #expect(response?.contains("tap.yaml") == false)
      }
    }
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
      let response = RawHTTP.get("/", port: port, host: host)
      #expect(Self.status(response) == 200, "Host \(host)")
      #expect(response?.contains("href=\"/scene/tap\"") == true)
    }
    #expect(try await child.interrupt() == 0)
  }

  /// Every response, the index, error and refusal pages too, forbids other origins and sniffing.
  @Test func everyResponseCarriesTheSecurityHeaders() async throws {
    let scratch = try Scratch()
    let (folder, _, _) = try Live.sceneFolder(in: scratch)
    try "title: [\n".write(
      to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let (child, port) = try await Self.start(["scenes"], in: scratch)
    let host = "127.0.0.1:\(port)"
    let responses = [
      RawHTTP.get("/", port: port, host: host), RawHTTP.get("/scene/tap", port: port, host: host),
      RawHTTP.get("/scene/broken", port: port, host: host),
      RawHTTP.get("/nothing", port: port, host: host),
      RawHTTP.get("/version", port: port, host: host),
      RawHTTP.get("/", port: port, host: "evil.example"),
      RawHTTP.exchange("BREW / HTTP/1.1\r\nHost: \(host)\r\n\r\n", port: port),
    ]
    #expect(responses.map(Self.status) == [200, 200, 200, 404, 200, 421, 405])
    for response in responses {
      let head = (response ?? "").components(separatedBy: "\r\n\r\n")[0]
      #expect(head.contains("\r\nContent-Security-Policy: default-src 'none'; connect-src 'self';"))
      #expect(head.contains("frame-ancestors 'none'"))
      #expect(head.contains("\r\nX-Content-Type-Options: nosniff\r\n"), "\(head)")
    }
    #expect(try await child.interrupt() == 0)
  }

  /// A symbolic link in a served folder to a file outside it (`/scene/passwd` -> /etc/passwd) is
  /// neither listed nor served; one to a file inside the folder is.
  @Test func symbolicLinksOutOfAServedFolderAreNotServed() async throws {
    let scratch = try Scratch()
    let (folder, file, _) = try Live.sceneFolder(in: scratch)
    let secret = try scratch.write("outside/secret.yaml", "title: SECRET-outside-the-folder\n")
    let fm = FileManager.default
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("passwd.yaml").path, withDestinationPath: "/etc/passwd")
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("secret.yaml").path,
      withDestinationPath: "../outside/secret.yaml")
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("sibling.yaml").path, withDestinationPath: "tap.yaml")
    try fm.createDirectory(
      at: folder.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)
    #expect(fm.fileExists(atPath: secret.path) && fm.fileExists(atPath: file.path))
    let (child, port) = try await Self.start(["scenes"], in: scratch)
    let host = "127.0.0.1:\(port)"
    let index = RawHTTP.get("/", port: port, host: host) ?? ""
    #expect(index.contains("href=\"/scene/tap\"") && index.contains("href=\"/scene/sibling\""))
    for name in ["passwd", "secret", "folder"] {
      #expect(!index.contains("/scene/\(name)\""), "\(name) listed")
      let page = RawHTTP.get("/scene/\(name)", port: port, host: host)
      #expect(Self.status(page) == 404, "\(name): \(page ?? "")")
      #expect(page?.contains("root:") == false && page?.contains("SECRET") == false)
    }
    #expect(Self.status(RawHTTP.get("/scene/sibling", port: port, host: host)) == 200)
    #expect(try await child.interrupt() == 0)
  }

  /// 50 connections trickling a byte at a time: a fresh request is answered while they are still
  /// open (it waited 49 s), and a head that never ends is cut off, however steadily its bytes
  /// come (the receive timeout used to start again with each byte).
  @Test func slowClientsDoNotHoldUpOthers() async throws {
    let (scratch, child, port) = try await Self.serveFolder()
    defer { withExtendedLifetime(scratch) {} }
    let slow = (0..<50).compactMap { _ in RawHTTP(port: port) }
    #expect(slow.count == 50)
    let start = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: "
    for client in slow { client.write(String(start.prefix(3))) }
    let fresh = RawHTTP.get("/", port: port, host: "127.0.0.1:\(port)")
    #expect(Self.status(fresh) == 200)
    // The slow ones were still connected when the fresh one was answered (but for the oldest
    // 18: one client holds at most 32 connections whose heads are still coming).
    #expect(slow.suffix(30).filter(\.isClosedNow).isEmpty)

    // A head trickling in a byte every 0.5 s is closed within its time (10 s), not kept alive.
    let trickle = try #require(RawHTTP(port: port))
    trickle.write(start)
    var closed = false
    for _ in 0..<60 where !closed {
      try await Task.sleep(nanoseconds: 500_000_000)
      closed = trickle.isClosedNow || !trickle.write("x")
    }
    #expect(closed, "a head 30 s long was still being read")
    #expect(try await child.interrupt() == 0)
  }

  /// One client holds at most 32 connections whose heads are still coming: a 33rd closes its
  /// oldest, and requests go on being answered.
  @Test func aClientHoldsABoundedNumberOfConnections() async throws {
    let (scratch, child, port) = try await Self.serveFolder()
    defer { withExtendedLifetime(scratch) {} }
    let idle = (0..<40).compactMap { _ in RawHTTP(port: port) }
    #expect(idle.count == 40)
    #expect(Self.status(RawHTTP.get("/", port: port, host: "127.0.0.1:\(port)")) == 200)
    #expect(idle[0].isClosed(within: 5), "the oldest idle connection was kept")
    #expect(idle[39].write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"))
    #expect(Self.status(idle[39].readAll()) == 200)
    #expect(try await child.interrupt() == 0)
  }

  /// A scene is drawn once per change of its file (path, size, modification time), not once per
  /// request: an edit that keeps the size and the time is not seen; a real one is.
  @Test func aSceneIsDrawnOncePerChange() async throws {
    let scratch = try Scratch()
    let (_, file, original) = try Live.sceneFolder(in: scratch)
    let fm = FileManager.default
    let fixed = Date(timeIntervalSince1970: 1_700_000_000)
    try fm.setAttributes([.modificationDate: fixed], ofItemAtPath: file.path)
    let (child, port) = try await Self.start(["scenes"], in: scratch)
    let host = "127.0.0.1:\(port)"
    #expect(RawHTTP.get("/scene/tap", port: port, host: host)?.contains("tap the red view") == true)
    // Same length, same time: the page drawn before is served.
    let same = original.replacingOccurrences(of: "tap the red view", with: "tap the RED VIEW")
    try Data(same.utf8).write(to: file)
    try fm.setAttributes([.modificationDate: fixed], ofItemAtPath: file.path)
    #expect(RawHTTP.get("/scene/tap", port: port, host: host)?.contains("tap the red view") == true)
    try fm.setAttributes([.modificationDate: fixed.addingTimeInterval(5)], ofItemAtPath: file.path)
    #expect(RawHTTP.get("/scene/tap", port: port, host: host)?.contains("tap the RED VIEW") == true)
    #expect(try await child.interrupt() == 0)
  }

  /// `preview -` read the scene once, then every page said "the scene is empty" with a doubled
  /// `-: error:`: what was read is kept and shown on every request.
  @Test func standardInputIsKept() async throws {
    let scratch = try Scratch()
    let scene = try String(contentsOf: Live.scene, encoding: .utf8)
    let (child, port) = try await Self.start(["-"], in: scratch, stdin: Data(scene.utf8))
    let host = "127.0.0.1:\(port)"
    #expect(RawHTTP.get("/", port: port, host: host)?.contains("href=\"/scene/stdin\"") == true)
    for _ in 0..<2 {
      let page = RawHTTP.get("/scene/stdin", port: port, host: host) ?? ""
      #expect(Self.status(page) == 200 && page.contains("Seed 000 · tap the red view"))
      #expect(!page.contains("error:"))
    }
    #expect(try await child.interrupt() == 0)

    // A broken scene on standard input: its error, said once.
    let broken = try Scratch()
    let (second, port2) = try await Self.start(["-"], in: broken, stdin: Data("window: 3\n".utf8))
    let page = RawHTTP.get("/scene/stdin", port: port2, host: "127.0.0.1:\(port2)") ?? ""
    #expect(page.contains("&lt;stdin&gt;:1:9: error:") && !page.contains("-: error:"), "\(page)")
    #expect(try await second.interrupt() == 0)
  }
}
