import Foundation
import Testing

@Test func progress() throws {
  _ = try Command.run(["-qec", "touchtrace render", "/dev/null"], program: script)
}
