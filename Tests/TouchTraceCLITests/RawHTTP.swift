import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A client of `touchtrace preview` that says exactly what a test wants (a foreign `Host`, a
/// request a byte at a time), on 127.0.0.1 only. URLSession would add or fix headers itself.
final class RawHTTP {
  let fd: Int32

  /// Connects to 127.0.0.1:`port`; nil if it cannot.
  init?(port: Int) {
    #if canImport(Darwin)
      fd = socket(AF_INET, SOCK_STREAM, 0)
    #elseif canImport(Glibc)
      fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  deinit { close(fd) }

  /// Sends `text`; false if the server closed the connection.
  @discardableResult
  func write(_ text: String) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #elseif canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) } == bytes.count
  }

  /// Everything the server sends until it closes the connection (at most `seconds` of waiting
  /// for each read); nil if it sent nothing in time.
  func readAll(seconds: Int = 60) -> String? {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { return n == 0 || !bytes.isEmpty ? String(decoding: bytes, as: UTF8.self) : nil }
      bytes += buffer[0..<n]
    }
  }

  /// Whether the server has closed the connection (waits at most `seconds`).
  func isClosed(within seconds: Int) -> Bool {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var byte: UInt8 = 0
    return recv(fd, &byte, 1, 0) == 0
  }

  /// Whether the server has closed the connection by now (no waiting).
  var isClosedNow: Bool {
    var byte: UInt8 = 0
    let n = recv(fd, &byte, 1, Int32(MSG_DONTWAIT))
    return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }

  /// A whole GET with the given `Host` line (none when nil): the response, head and body.
  static func get(_ path: String, port: Int, host: String?) -> String? {
    let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
    return exchange("GET \(path) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n", port: port)
  }

  /// Sends `request` whole and returns the response.
  static func exchange(_ request: String, port: Int) -> String? {
    guard let client = RawHTTP(port: port), client.write(request) else { return nil }
    return client.readAll()
  }
}
