import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `data` to `url` atomically: into a new temporary file in the same directory
/// (`.<name>.<pid>.<random>.tmp`), flushed to disk, then renamed over the destination. Readers see
/// either the old file or the complete new one, never a partial file; after an error the temporary
/// file is removed, and one left by a killed run (its process gone) is removed by the next write
/// of the same name. The new file gets mode 0666 minus the umask.
///
/// - Throws: ``CanvasError/writeFailed(path:reason:)`` saying what went wrong, e.g. that the
///   directory does not exist or is not writable.
public func writeAtomically(_ data: Data, to url: URL) throws {
  try writeAtomically([(url, data)])
}

/// Writes several files all or nothing: every one is written to its temporary file first, and
/// only when all are on disk are they renamed into place. If any cannot be written (a full disk),
/// none is, so a scene never keeps 3 of its 4 diagrams (issue 14).
public func writeAtomically(_ files: [(URL, Data)]) throws {
  var staged: [StagedFile] = []
  var committed = 0
  defer {
    for file in staged[committed...] { unlink(file.temporary) }
  }
  for (url, data) in files { staged.append(try StagedFile(data, for: url)) }
  for file in staged {
    guard rename(file.temporary, file.path) == 0 else {
      let code = errno
      // Those already in place are taken out again: all or nothing.
      for done in staged[..<committed] { unlink(done.path) }
      throw CanvasError.writeFailed(
        path: file.path,
        reason: code == EISDIR
          ? "\(file.path) is a directory"
          : "cannot rename into place: \(String(cString: strerror(code)))")
    }
    committed += 1
  }
  // The directory is not flushed after the renames: each file's data is on disk before its rename,
  // so after a system crash a file is the old one or the complete new one either way, and a
  // directory fsync per scene was half the waiting of a batch (40 SVGs: 0.3 s of 0.9 s, issue 12).
}

/// One file's data, written and flushed to its temporary file beside the destination.
private struct StagedFile {
  let path: String
  let temporary: String

  init(_ data: Data, for url: URL) throws {
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
    let stem = temporaryStem(of: name)
    removeAbandonedTemporaries(of: stem, in: directory)

    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let temporary = directoryURL.appendingPathComponent(".\(stem).\(getpid()).\(suffix).tmp").path
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
    var written = false
    defer { if !written { unlink(temporary) } }
    defer { close(fd) }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          throw failure("write failed: \(posixReason(errno))")
        }
        offset += count
      }
    }
    guard fsync(fd) == 0 else { throw failure("fsync failed: \(posixReason(errno))") }
    written = true
    self.path = path
    self.temporary = temporary
  }
}

/// The temporary file's name part: the file's name, or for a long one (past 200 bytes) its start
/// and a hash of the whole, so the temporary name (30 bytes more) stays within NAME_MAX, 255
/// bytes on Linux and macOS (issue 23: names of 225 characters failed "File name too long").
func temporaryStem(of name: String) -> String {
  guard name.utf8.count > 200 else { return name }
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  var start = ""
  for character in name {
    guard start.utf8.count + character.utf8.count <= 180 else { break }
    start.append(character)
  }
  return start + "~" + String(hash, radix: 16)
}

/// Removes `.<name>.<pid>.<random>.tmp` files whose process no longer runs: what a killed run
/// left. A live process's temporary file (another run writing the same name) is left alone.
private func removeAbandonedTemporaries(of name: String, in directory: String) {
  let prefix = ".\(name)."
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
    return
  }
  for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
    let middle = entry.dropFirst(prefix.count).dropLast(4).split(separator: ".")
    guard middle.count == 2, let pid = pid_t(middle[0]), pid > 0 else { continue }
    if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + entry) }
  }
}
