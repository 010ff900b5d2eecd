import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `data` to `url` atomically: into a new temporary file in the same directory
/// (`.<name>.<random>.tmp`), flushed to disk, then renamed over the destination. Readers see either
/// the old file or the complete new one, never a partial file; after an error the temporary file
/// is removed (after a kill it may remain, but the destination is intact). The new file gets mode
/// 0666 minus the umask.
///
/// - Throws: ``CanvasError/writeFailed(path:reason:)`` saying what went wrong, e.g. that the
///   directory does not exist or is not writable.
public func writeAtomically(_ data: Data, to url: URL) throws {
  guard url.isFileURL else {
    throw CanvasError.writeFailed(path: url.absoluteString, reason: "not a file URL")
  }
  let path = url.standardizedFileURL.path
  let directoryURL = url.standardizedFileURL.deletingLastPathComponent()
  let directory = directoryURL.path
  let name = url.standardizedFileURL.lastPathComponent
  func failure(_ reason: String) -> CanvasError { .writeFailed(path: path, reason: reason) }
  func posixReason(_ code: Int32) -> String { String(cString: strerror(code)) }

  guard !name.isEmpty, name != "/", name != ".", name != ".." else {
    throw failure("not a file path")
  }
  var info = stat()
  guard stat(directory, &info) == 0 else {
    let code = errno
    throw failure(
      code == ENOENT
        ? "directory \(directory) does not exist"
        : "cannot access directory \(directory): \(posixReason(code))")
  }
  guard (info.st_mode & S_IFMT) == S_IFDIR else {
    throw failure("\(directory) is not a directory")
  }

  let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
  let temporary = directoryURL.appendingPathComponent(".\(name).\(suffix).tmp").path
  let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard fd >= 0 else {
    let code = errno
    switch code {
    case EACCES, EPERM, EROFS:
      throw failure("directory \(directory) is not writable (\(posixReason(code)))")
    default:
      throw failure("cannot create a temporary file in \(directory): \(posixReason(code))")
    }
  }
  var isOpen = true
  var renamed = false
  defer {
    if isOpen { close(fd) }
    if !renamed { unlink(temporary) }
  }

  try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
    var offset = 0
    while offset < buffer.count {
      let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw failure("write failed: \(posixReason(errno))")
      }
      offset += written
    }
  }
  guard fsync(fd) == 0 else { throw failure("fsync failed: \(posixReason(errno))") }
  isOpen = false
  guard close(fd) == 0 else { throw failure("close failed: \(posixReason(errno))") }
  guard rename(temporary, path) == 0 else {
    let code = errno
    throw failure(
      code == EISDIR ? "\(path) is a directory" : "cannot rename into place: \(posixReason(code))")
  }
  renamed = true
  // Make the rename itself durable; a failure here doesn't undo the (already visible) write.
  let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
  if directoryFD >= 0 {
    _ = fsync(directoryFD)
    close(directoryFD)
  }
}
