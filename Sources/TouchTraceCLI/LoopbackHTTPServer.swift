import Foundation
import TouchTraceCommands

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The web server of `touchtrace preview`: HTTP/1.1 GET and HEAD on 127.0.0.1 only, one request a
/// connection (`Connection: close`).
///
/// One loop reads every request's head (poll(2) over the connections, so a client that sends a
/// byte a second costs a file descriptor, not a thread); a complete head is answered on its own
/// thread, so a slow page never holds up the pages' `/version` polls. A head must be complete
/// within ``headSeconds`` of the connection, however slowly its bytes trickle in, and one client
/// holds at most ``connectionsPerClient`` connections whose heads are still coming: a new one
/// closes its oldest (issue 23: 50 connections sending a byte a second made a fresh request wait
/// 49 s).
///
/// Only requests whose `Host` is this server (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`)
/// are answered: a web page whose name is re-pointed at 127.0.0.1 (DNS rebinding) sends its own
/// name and gets 421, as development servers answer.
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
  /// A request's whole head must arrive within this many seconds of its connection.
  static let headSeconds = 10.0
  /// A response must be taken by the client within this many seconds, and a client that takes
  /// nothing for ``stallSeconds`` is dropped: its thread is not held for the rest.
  static let sendSeconds = 30.0
  static let stallSeconds = 5.0
  /// Connections one client address may hold with their heads still coming (a browser opens 6).
  static let connectionsPerClient = 32

  /// Every response says this policy, the index and error pages too: nothing but the preview
  /// itself may be fetched, no page may frame it. (The explorer's `<meta>` policy applies too.)
  static let contentSecurityPolicy =
    "default-src 'none'; connect-src 'self'; style-src 'unsafe-inline'; "
    + "script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// Listens on 127.0.0.1:`port` (0: a free port); throws with the system's reason.
  init(port: UInt16) throws {
    let fd = socket(AF_INET, Socket.stream, 0)
    guard fd >= 0 else { throw Self.failure() }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = Socket.loopbackAddress(port: port)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0, listen(fd, 128) == 0 else {
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

  /// The `Host` values this server answers: its own address, by number or by name.
  var acceptedHosts: Set<String> {
    let names = ["127.0.0.1", "localhost", "[::1]"]
    // A browser leaves out port 80 (the default) from `Host`.
    return Set(names.map { "\($0):\(port)" } + (port == 80 ? names : []))
  }

  /// A connection whose head is still coming.
  private struct Pending {
    var fd: Int32
    var client: UInt32
    var since: UInt64
    var bytes: [UInt8] = []
  }

  /// Answers requests with `respond(method, path)` until `stop` fires, then closes the port and
  /// waits (a second at most) for the answers under way.
  func serve(
    until stop: StopSignal,
    respond: @escaping @Sendable (_ method: String, _ path: String) -> Response
  ) {
    let running = DispatchGroup()
    var pending: [Pending] = []
    let hosts = acceptedHosts
    while !stop.isStopped {
      var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
      fds += pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
      // Wake up every 0.2 s to see whether Ctrl-C came and which heads are late.
      _ = poll(&fds, nfds_t(fds.count), 200)
      let now = DispatchTime.now().uptimeNanoseconds
      var keep: [Pending] = []
      for (index, var connection) in pending.enumerated() {
        if fds[index + 1].revents != 0 {
          switch Self.readMore(&connection) {
          case .waiting: break
          case .closed:
            close(connection.fd)
            continue
          case .head(let head):
            answerOnItsThread(head, fd: connection.fd, hosts: hosts, group: running, respond)
            continue
          }
        }
        if Double(now - connection.since) / 1e9 > Self.headSeconds {
          close(connection.fd)
        } else {
          keep.append(connection)
        }
      }
      pending = keep
      if fds[0].revents != 0, let accepted = acceptOne(at: now) {
        pending.append(accepted)
        // The client's oldest connection goes when it holds too many.
        let mine = pending.indices.filter { pending[$0].client == accepted.client }
        if mine.count > Self.connectionsPerClient {
          close(pending[mine[0]].fd)
          pending.remove(at: mine[0])
        }
      }
    }
    for connection in pending { close(connection.fd) }
    close(listener)
    _ = running.wait(timeout: .now() + 1)
  }

  /// Answers on a thread of its own, not one of Dispatch's: its pool is small (64 threads), and
  /// 100 clients that never read their 4 MB pages held all of it, starving every other client
  /// (issue 35). Past ``maximumAnswers`` at once, a request is refused with 503.
  private func answerOnItsThread(
    _ head: String, fd: Int32, hosts: Set<String>, group: DispatchGroup,
    _ respond: @escaping @Sendable (_ method: String, _ path: String) -> Response
  ) {
    guard answers.enter() else {
      Self.transmit((Self.plain(503, "too many requests at once; try again"), false), to: fd)
      close(fd)
      return
    }
    group.enter()
    let thread = Thread { [answers] in
      Self.transmit(Self.answer(head, hosts: hosts, respond), to: fd)
      close(fd)
      answers.leave()
      group.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// How many requests are being answered at once, at most ``maximumAnswers``.
  private let answers = Counter(limit: LoopbackHTTPServer.maximumAnswers)
  static let maximumAnswers = 256

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func enter() -> Bool {
      lock.withLock {
        guard count < limit else { return false }
        count += 1
        return true
      }
    }
    func leave() { lock.withLock { count -= 1 } }
  }

  private func acceptOne(at now: UInt64) -> Pending? {
    var peer = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let fd = withUnsafeMutablePointer(to: &peer) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
    }
    guard fd >= 0 else { return nil }
    Socket.prepare(fd)
    return Pending(fd: fd, client: peer.sin_addr.s_addr, since: now)
  }

  private enum ReadResult {
    case waiting
    case closed
    case head(String)
  }

  /// Reads what the connection has; the head (up to the blank line) once it is complete.
  private static func readMore(_ connection: inout Pending) -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = recv(connection.fd, &buffer, buffer.count, 0)
    if n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .waiting }
    guard n > 0 else { return .closed }
    connection.bytes += buffer[0..<n]
    let bytes = connection.bytes
    if let end = bytes.firstRange(of: [13, 10, 13, 10]) ?? bytes.firstRange(of: [10, 10]) {
      return .head(String(decoding: bytes[..<end.lowerBound], as: UTF8.self))
    }
    return bytes.count < maximumHead ? .waiting : .closed
  }

  /// The response to a request head: 400, 421 or 405 for what it cannot answer, else `respond`'s.
  private static func answer(
    _ head: String, hosts: Set<String>, _ respond: (_ method: String, _ path: String) -> Response
  ) -> (Response, head: Bool) {
    let lines = head.split(whereSeparator: \.isNewline)
    let parts = (lines.first ?? "").split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      return (plain(400, "bad request"), false)
    }
    let host = lines.dropFirst().lazy.compactMap { line -> Substring? in
      guard let colon = line.firstIndex(of: ":"),
        line[..<colon].lowercased() == "host"
      else { return nil }
      return line[line.index(after: colon)...]
    }.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    guard let host, hosts.contains(host) else {
      return (
        plain(421, "this preview answers only requests for http://127.0.0.1 (its Host)"), false
      )
    }
    let method = String(parts[0])
    guard method == "GET" || method == "HEAD" else { return (plain(405, "only GET"), false) }
    let path = String(parts[1].prefix { $0 != "?" && $0 != "#" })
    return (respond(method, path), method == "HEAD")
  }

  private static func plain(_ status: Int, _ text: String) -> Response {
    Response(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }

  private static let reasons = [
    200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed",
    421: "Misdirected Request",
  ]

  /// Sends the response, giving up after ``sendSeconds`` (the socket is non-blocking).
  private static func transmit(_ answer: (Response, head: Bool), to connection: Int32) {
    let (response, headOnly) = answer
    let header =
      "HTTP/1.1 \(response.status) \(reasons[response.status] ?? "Error")\r\n"
      + "Content-Type: \(response.contentType)\r\n"
      + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\n"
      + "Content-Security-Policy: \(contentSecurityPolicy)\r\n"
      + "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
      + "Connection: close\r\n\r\n"
    var out = Data(header.utf8)
    if !headOnly { out += response.body }
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(saturating: sendSeconds * 1e9)
    var progress = DispatchTime.now().uptimeNanoseconds
    out.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let n = send(connection, raw.baseAddress! + sent, raw.count - sent, Socket.sendFlags)
        let now = DispatchTime.now().uptimeNanoseconds
        if n > 0 {
          sent += n
          progress = now
          continue
        }
        guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR, now < deadline,
          Double(now - progress) / 1e9 < stallSeconds
        else { return }
        var writable = pollfd(fd: connection, events: Int16(POLLOUT), revents: 0)
        // checked: integer nanoseconds, at most 1000 ms.
        _ = poll(&writable, 1, Int32(min(1000, (deadline - now) / 1_000_000)))
      }
    }
  }

  private static func failure() -> InputError {
    InputError(String(cString: strerror(errno)))
  }
}

/// What differs between the C socket interfaces of Linux (Glibc) and macOS (Darwin).
private enum Socket {
  #if canImport(Darwin)
    /// SOCK_STREAM is a plain Int32 in Darwin's headers.
    static let stream = SOCK_STREAM
    /// Darwin has no MSG_NOSIGNAL: `prepare` sets SO_NOSIGPIPE on each connection instead.
    static let sendFlags: Int32 = 0
  #elseif canImport(Glibc)
    /// Glibc imports SOCK_STREAM as an enum case (`__socket_type`).
    static let stream = Int32(SOCK_STREAM.rawValue)
    /// A reader that went away is an error here, not a SIGPIPE for the process.
    static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif

  static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      // BSD sockets carry their own length.
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// A new connection: non-blocking (the server's loop polls it), and on Darwin no SIGPIPE when
  /// its reader went away.
  static func prepare(_ fd: Int32) {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}
