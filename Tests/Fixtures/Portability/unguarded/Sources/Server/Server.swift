// Each line below is one item of issue 22's list, unguarded.
import Glibc

func serve(_ bytes: UnsafeRawPointer, _ count: Int) {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  _ = Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
}
let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let cpus = try? String(contentsOfFile: "/proc/cpuinfo")
