import Foundation
import Glibc

/// The web server of `touchtrace preview`: HTTP/1.1 GET and HEAD on 127.0.0.1 only, one request a
/// connection (`Connection: close`), each answered on its own thread so a slow page never holds up
/// the pages' `/version` polls.
///
/// Why not a library: FlyingFox (tried first) imports FoundationNetworking, which links libcurl
/// and 26 more shared libraries into every `touchtrace` command's start (8 ms of a 45 ms cold
/// render, issue 12); SwiftNIO would add minutes to every CI build for a page server on loopback.
final class LoopbackHTTPServer: @unchecked Sendable {
  struct Response: Sendable {
    var status: Int
    var contentType: String
    var body: Data
  }

  /// The port it listens on (the one picked, for port 0).
  let port: UInt16
  private let listener: Int32
  /// A request's head (request line and headers) may be at most this long.
  static let maximumHead = 65_536

  /// Listens on 127.0.0.1:`port` (0: a free port); throws with the system's reason.
  init(port: UInt16) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Self.failure() }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      let error = Self.failure()
      close(fd)
      throw error
    }
    var actual = sockaddr_in()
    var actualLength = length
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
    }
    listener = fd
    self.port = UInt16(bigEndian: actual.sin_port)
  }

  /// Answers requests with `respond(method, path)` until `stop` fires, then closes the port and
  /// waits (a second at most) for the answers under way.
  func serve(
    until stop: StopSignal,
    respond: @escaping @Sendable (_ method: String, _ path: String) -> Response
  ) {
    let running = DispatchGroup()
    while !stop.isStopped {
      // Wake up every 0.2 s to see whether Ctrl-C came.
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 200) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      DispatchQueue.global().async(group: running) {
        Self.answer(connection, respond)
        close(connection)
      }
    }
    close(listener)
    _ = running.wait(timeout: .now() + 1)
  }

  private static func answer(
    _ connection: Int32, _ respond: (_ method: String, _ path: String) -> Response
  ) {
    // A client that sends nothing is dropped after 15 s rather than holding a thread.
    var timeout = timeval(tv_sec: 15, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let head = readHead(connection) else { return }
    let parts = head.prefix { !$0.isNewline }.split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      return send(
        Response(status: 400, contentType: "text/plain", body: Data("bad request".utf8)),
        to: connection, head: false)
    }
    let method = String(parts[0])
    guard method == "GET" || method == "HEAD" else {
      return send(
        Response(status: 405, contentType: "text/plain", body: Data("only GET".utf8)),
        to: connection, head: false)
    }
    let path = String(parts[1].prefix { $0 != "?" && $0 != "#" })
    send(respond(method, path), to: connection, head: method == "HEAD")
  }

  /// The request line and headers, up to the blank line; nil if the client closed, timed out or
  /// sent too much.
  private static func readHead(_ connection: Int32) -> String? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < maximumHead {
      let n = recv(connection, &buffer, buffer.count, 0)
      guard n > 0 else { return nil }
      bytes += buffer[0..<n]
      if let end = bytes.firstRange(of: [13, 10, 13, 10]) ?? bytes.firstRange(of: [10, 10]) {
        return String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
      }
    }
    return nil
  }

  private static func send(_ response: Response, to connection: Int32, head: Bool) {
    let reason =
      [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"][
        response.status] ?? "Error"
    let header =
      "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
      + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\n"
      + "Connection: close\r\n\r\n"
    var out = Data(header.utf8)
    if !head { out += response.body }
    out.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        // MSG_NOSIGNAL: a reader that went away is an error here, not a SIGPIPE for the process.
        let n = Glibc.send(
          connection, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        guard n > 0 else { return }
        sent += n
      }
    }
  }

  private static func failure() -> InputError {
    InputError(String(cString: strerror(errno)))
  }
}
