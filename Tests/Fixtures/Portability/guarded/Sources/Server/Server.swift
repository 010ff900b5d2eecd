// The same lines as ../unguarded's, each behind the guard its platform needs.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func serve(_ bytes: UnsafeRawPointer, _ count: Int) {
  #if canImport(Darwin)
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    _ = send(fd, bytes, count, 0)
  #else
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    _ = Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
  #endif
}
#if os(Linux)
  let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  let cpus = try? String(contentsOfFile: "/proc/cpuinfo")
#endif
