import ArgumentParser
import Foundation
import TouchTraceTrace

/// Prints an error the way compilers do (`file:line:column: error: …`) on standard error, and
/// turns it into exit code 1: bad input never ends in a crash or a stack trace.
package func report(_ error: any Error) {
  // Messages quote the input: its control characters are shown, not obeyed (issue 23).
  let text = String(describing: error)
  writeErr(text.hasSuffix("\n") ? text : text + "\n")
}

package func failingWithExitCode<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    report(error)
    throw ExitCode.failure
  }
}

/// Writes to standard output without buffering surprises. A failed write (a full disk, a closed
/// pipe) is an error with exit code 1, not a crash.
package func writeOut(_ text: String) throws {
  try writeOut(Data(text.utf8))
}

package func writeOut(_ data: Data) throws {
  do {
    try FileHandle.standardOutput.write(contentsOf: data)
  } catch {
    throw InputError("touchtrace: error: cannot write to standard output (\(reason(error)))")
  }
}

/// Writes to standard error; if even that fails there is nobody left to tell. Everything said
/// there is a message that may quote the input (a file name, an id), so its control and bidi
/// characters are shown, not obeyed (issues 23 and 35).
package func writeErr(_ text: String) {
  writeErr(control: SafeText.terminal(text))
}

/// Writes the tool's own terminal control (the progress line's `\r` and erase) unescaped: only
/// for text that quotes no input.
package func writeErr(control text: String) {
  try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

/// The operating system's words for a Foundation file error ("Not a directory"), not the dump of
/// its NSError.
package func reason(_ error: any Error) -> String {
  let ns = error as NSError
  let underlying = (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
  for e in [underlying, ns].compactMap({ $0 }) where e.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(e.code)))
  }
  return ns.localizedDescription
}
