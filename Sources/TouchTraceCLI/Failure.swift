import ArgumentParser
import Foundation

/// Prints an error the way compilers do (`file:line:column: error: …`) on standard error, and
/// turns it into exit code 1: bad input never ends in a crash or a stack trace.
func report(_ error: any Error) {
  let text = String(describing: error)
  FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

func failingWithExitCode<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    report(error)
    throw ExitCode.failure
  }
}

/// Writes to standard output without buffering surprises.
func writeOut(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}
