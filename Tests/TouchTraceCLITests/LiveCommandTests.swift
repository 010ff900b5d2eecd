import Foundation
import Testing
import TouchTraceTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `touchtrace preview` and `render --watch`, run as a user runs them: the built binary in a
/// child process, fetched over HTTP on 127.0.0.1, files changed under it, stopped with Ctrl-C.
/// Every wait is a bounded loop that fails the test when its time is up.
@Suite(.serialized) struct LiveCommandTests {
  static let scene = Repo.samples.appendingPathComponent("seed000-tap-red.yaml")

  /// A `touchtrace` child process whose output goes to files read as it runs.
  final class Child {
    let process = Process()
    let out: URL
    let err: URL

    init(_ arguments: [String], in scratch: Scratch, stdin: Data? = nil) throws {
      out = scratch.url.appendingPathComponent("child.out")
      err = scratch.url.appendingPathComponent("child.err")
      _ = FileManager.default.createFile(atPath: out.path, contents: nil)
      _ = FileManager.default.createFile(atPath: err.path, contents: nil)
      process.executableURL = try #require(Command.executable)
      process.arguments = arguments
      process.currentDirectoryURL = scratch.url
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      if let stdin {
        let input = scratch.url.appendingPathComponent("child.in")
        try stdin.write(to: input)
        process.standardInput = try FileHandle(forReadingFrom: input)
      }
      try process.run()
    }

    var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }

    /// Ctrl-C, then the exit status once it has exited (nil if it did not within 20 s).
    func interrupt() async throws -> Int32? {
      process.interrupt()
      let exited = try await waitFor(seconds: 20) { !self.process.isRunning }
      return exited ? process.terminationStatus : nil
    }

    deinit {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
    }
  }

  /// Polls `condition` every 0.1 s for at most `seconds`; whether it came true.
  static func waitFor(seconds: Double, _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try await condition() { return true }
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    return try await condition()
  }

  /// `scenes/tap.yaml` in the scratch folder, a copy of seed 000's tap on the red view.
  static func sceneFolder(in scratch: Scratch) throws -> (
    folder: URL, file: URL, original: String
  ) {
    let scenes = scratch.url.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    let file = scenes.appendingPathComponent("tap.yaml")
    let original = try String(contentsOf: Self.scene, encoding: .utf8)
    try original.write(to: file, atomically: true, encoding: .utf8)
    return (scenes, file, original)
  }

  static let session = URLSession(configuration: .ephemeral)

  static func get(_ url: String) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: try #require(URL(string: url)))
    request.timeoutInterval = 60
    let (data, response) = try await session.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  @Test func previewServesReloadsShowsErrorsAndStops() async throws {
    let scratch = try Scratch()
    let (_, file, original) = try Self.sceneFolder(in: scratch)
    let child = try Child(["preview", "scenes", "--port", "0", "--locale", "zh-Hans"], in: scratch)

    // It prints where it serves: 127.0.0.1 and the free port it was given.
    var base = ""
    let listening = try await Self.waitFor(seconds: 120) {
      guard let match = child.stdout.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) else {
        return false
      }
      base = String(match.0)
      return true
    }
    try #require(listening, "no address printed; stderr: \(child.stderr)")

    let index = try await Self.get(base)
    #expect(index.status == 200 && index.body.contains("href=\"/scene/tap\""))
    let first = try await Self.get(base + "version").body
    let page = try await Self.get(base + "scene/tap")
    #expect(page.status == 200)
    #expect(page.body.contains("content=\"\(first)\""), "the page carries the version it shows")
    #expect(page.body.contains("Seed 000 · tap the red view"))
    #expect(
      page.body.contains("id=\"step-caption\"") && page.body.contains("<svg"), "the explorer page")
    #expect(page.body.contains("fetch('/version'"), "the page polls for changes")
    // SVG's namespace names are not addresses; nothing else may look like one.
    let addresses = page.body.replacingOccurrences(of: "http://www.w3.org/", with: "")
    #expect(!addresses.contains("http://") && !addresses.contains("https://"), "no external URL")
    // The explorer speaks the reader's language (its panels' names, as the diagrams do).
    #expect(page.body.contains("响应者链"))
    #expect(page.body.contains("lang=\"zh-Hans\""))
    #expect(await (try? Self.get(base + "scene/nothing"))?.status == 404)

    // A change to the scene: a new version, and the page shows the new scene.
    try original.replacingOccurrences(of: "tap the red view", with: "tap the edited view")
      .write(to: file, atomically: true, encoding: .utf8)
    var second = first
    let changed = try await Self.waitFor(seconds: 30) {
      second = try await Self.get(base + "version").body
      return second != first
    }
    #expect(changed, "the version did not change after the file did")
    let edited = try await Self.get(base + "scene/tap").body
    #expect(edited.contains("tap the edited view") && edited.contains("content=\"\(second)\""))

    // Without its touch, the page shows the scene's hit map, open, as `render --format html`.
    try original.replacingOccurrences(of: "touches:\n  - tap: [100, 150]", with: "")
      .write(to: file, atomically: true, encoding: .utf8)
    let mapped = try await Self.waitFor(seconds: 30) {
      try await Self.get(base + "scene/tap").body.contains("<details id=\"hit-map\" open>")
    }
    #expect(mapped, "no hit map for a scene without touches")

    // A broken scene: its located error in the page, escaped; the server goes on.
    try original.replacingOccurrences(of: "title:", with: "<b>colour</b>: red\ntitle:")
      .write(to: file, atomically: true, encoding: .utf8)
    let broken = try await Self.waitFor(seconds: 30) {
      try await Self.get(base + "scene/tap").body.contains(
        "scenes/tap.yaml:3:1: error: unknown key")
    }
    #expect(broken, "no located error in the page")
    let errorPage = try await Self.get(base + "scene/tap").body
    #expect(errorPage.contains("&lt;b&gt;colour&lt;/b&gt;") && !errorPage.contains("<b>colour"))
    #expect(try await Self.get(base).status == 200)

    // Ctrl-C: a clean exit, and the port is free again.
    let status = try await child.interrupt()
    #expect(status == 0, "stderr: \(child.stderr)")
    #expect(child.process.terminationReason == .exit)
    let port = try #require(Int(base.split(separator: ":").last?.dropLast() ?? ""))
    #expect(Self.canBind(port: port), "port \(port) still taken")
  }

  /// Whether a socket can bind 127.0.0.1:port (nothing else listens there).
  static func canBind(port: Int) -> Bool {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return false }
    defer { close(fd) }
    // Connections the server closed may linger in TIME_WAIT; only a listener makes bind fail.
    var one: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  @Test func renderWatchRendersAgainOnEachChange() async throws {
    let scratch = try Scratch()
    let (scenes, file, original) = try Self.sceneFolder(in: scratch)
    let child = try Child(["render", "scenes", "--watch", "-o", "out"], in: scratch)
    let image = scratch.url.appendingPathComponent("out/tap@2x.png")

    let watching = try await Self.waitFor(seconds: 120) { child.stderr.contains("watching") }
    try #require(watching, "stderr: \(child.stderr)")
    #expect(child.stderr.contains("wrote out/tap@2x.png"))
    let before = try Data(contentsOf: image)

    try original.replacingOccurrences(of: "tap the red view", with: "tap the edited view")
      .write(to: file, atomically: true, encoding: .utf8)
    let redrawn = try await Self.waitFor(seconds: 30) {
      (try? Data(contentsOf: image)).map { $0 != before && !$0.isEmpty } ?? false
    }
    #expect(redrawn, "the image was not drawn again; stderr: \(child.stderr)")

    // A broken scene: its located error; the watch goes on and picks up a new file.
    try "title: broken\nviews: [\n".write(to: file, atomically: true, encoding: .utf8)
    let reported = try await Self.waitFor(seconds: 30) {
      child.stderr.contains("scenes/tap.yaml:3:1: error:")
    }
    #expect(reported, "stderr: \(child.stderr)")
    try original.write(
      to: scenes.appendingPathComponent("second.yaml"), atomically: true, encoding: .utf8)
    let added = try await Self.waitFor(seconds: 30) {
      FileManager.default.fileExists(
        atPath: scratch.url.appendingPathComponent("out/second@2x.png").path)
    }
    #expect(added, "a scene added to the folder was not drawn")

    #expect(try await child.interrupt() == 0, "stderr: \(child.stderr)")
    #expect(child.process.terminationReason == .exit)
  }
}
