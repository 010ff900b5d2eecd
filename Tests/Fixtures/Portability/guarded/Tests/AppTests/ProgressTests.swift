import Foundation
import Testing

@Test func progress() throws {
  #if os(Linux)
    _ = try Command.run(["-qec", "touchtrace render", "/dev/null"], program: script)
  #else
    _ = try Command.run(["-q", "/dev/null", "touchtrace", "render"], program: script)
  #endif
}
