import Foundation
import Testing

@testable import TouchTraceHTTP

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The server in-process, on a free port: what it answers, and what it refuses (the `touchtrace
/// preview` tests in TouchTraceCLITests run it through the command, slow clients included).
@Suite(.serialized) struct LoopbackHTTPServerTests {
  /// A server answering every path with its method and path, until the test ends.
  final class Running: @unchecked Sendable {
    let server: LoopbackHTTPServer
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init() throws {
      server = try LoopbackHTTPServer(port: 0)
      let thread = Thread { [self] in
        server.serve(
          until: { lock.withLock { stopped } },
          respond: { method, path in
            LoopbackHTTPServer.Response(
              status: 200, contentType: "text/plain", body: Data("\(method) \(path)".utf8))
          })
        finished.signal()
      }
      thread.start()
    }

    func stop() {
      lock.withLock { stopped = true }
      finished.wait()
    }

    /// Sends `request` whole on a new connection and returns all the server sent back.
    func exchange(_ request: String) -> String {
      Client(port: server.port).exchange(request)
    }
  }

  /// A socket to 127.0.0.1 that sends exactly what a test says.
  struct Client {
    let port: UInt16

    func exchange(_ request: String) -> String {
      #if canImport(Darwin)
        let connection = socket(AF_INET, SOCK_STREAM, 0)
      #else
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #endif
      defer { close(connection) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { return "" }
      let bytes = Array(request.utf8)
      _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
      var timeout = timeval(tv_sec: 20, tv_usec: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while case let count = recv(connection, &buffer, buffer.count, 0), count > 0 {
        received += buffer[0..<count]
      }
      return String(decoding: received, as: UTF8.self)
    }
  }

  func request(_ line: String, host: String?) -> String {
    "\(line)\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "\r\n"
  }

  @Test func aGetIsAnsweredWithItsPathAndTheHeaders() throws {
    let running = try Running()
    defer { running.stop() }
    let host = "127.0.0.1:\(running.server.port)"
    let response = running.exchange(request("GET /scene/a?x=1#top HTTP/1.1", host: host))
    #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
    // The query and fragment are not part of the path the site sees.
    #expect(response.hasSuffix("\r\n\r\nGET /scene/a"))
    #expect(response.contains("Content-Length: 12\r\n"))
    #expect(response.contains("Content-Security-Policy: default-src 'none';"))
    #expect(response.contains("Connection: close\r\n"))
  }

  @Test func aHeadHasTheHeadersWithoutTheBody() throws {
    let running = try Running()
    defer { running.stop() }
    let host = "localhost:\(running.server.port)"
    let response = running.exchange(request("HEAD / HTTP/1.1", host: host))
    #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(response.contains("Content-Length: 6\r\n"))
    #expect(response.hasSuffix("\r\n\r\n"))
  }

  /// DNS rebinding: a page whose name points at 127.0.0.1 sends its own name, and gets 421.
  @Test func aForeignOrMissingHostIsMisdirected() throws {
    let running = try Running()
    defer { running.stop() }
    for host in ["evil.example:\(running.server.port)", "127.0.0.1:1", nil] {
      let response = running.exchange(request("GET / HTTP/1.1", host: host))
      #expect(response.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"), "\(host ?? "none")")
    }
  }

  @Test func otherMethodsAndBadRequestLinesAreRefused() throws {
    let running = try Running()
    defer { running.stop() }
    let host = "[::1]:\(running.server.port)"
    #expect(
      running.exchange(request("POST / HTTP/1.1", host: host))
        .hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
    #expect(
      running.exchange(request("GET / SPDY/3", host: host)).hasPrefix(
        "HTTP/1.1 400 Bad Request\r\n"))
  }

  @Test func theAcceptedHostsAreItsOwnAddressWithItsPort() throws {
    let server = try LoopbackHTTPServer(port: 0)
    let port = server.port
    #expect(port != 0)
    #expect(server.acceptedHosts == ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"])
    server.closeAtOnce()
  }

  @Test func aPortInUseIsAnErrorWithTheSystemsReason() throws {
    let first = try LoopbackHTTPServer(port: 0)
    #expect {
      _ = try LoopbackHTTPServer(port: first.port)
    } throws: { error in
      (error as? LoopbackHTTPServer.Failure)?.description == String(cString: strerror(EADDRINUSE))
    }
    first.closeAtOnce()
  }
}

extension LoopbackHTTPServer {
  /// Closes the port without answering anything: serving until a stop that came already.
  func closeAtOnce() {
    serve(
      until: { true }, respond: { _, _ in Response(status: 500, contentType: "", body: Data()) })
  }
}
