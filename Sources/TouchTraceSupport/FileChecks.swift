import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a path that `FileManager.fileExists` says is not there cannot be opened: usually "no such
/// file", but a symbolic link that loops, or a folder on the way that cannot be entered, is said
/// in the system's words, not hidden behind "no such file" (issue 14). `missing` is the wording
/// for a path that is simply not there.
public func missingFileReason(_ path: String, missing: String = "no such file") -> String {
  var info = stat()
  guard stat(path, &info) != 0 else { return "cannot open the file" }
  let code = errno
  if code == ENOENT {
    // A dangling symbolic link: the link is there, what it points to is not.
    return lstat(path, &info) == 0 ? "\(missing) (a symbolic link to nothing)" : missing
  }
  return "cannot open it (\(String(cString: strerror(code))))"
}

/// Why a path that exists is not a file to read whole, or nil when it is one: a FIFO waits for a
/// writer and `/dev/zero` never ends, and reading them said "You don't have permission" (issue
/// 35). Symbolic links are followed.
public func notARegularFileReason(_ path: String, what: String) -> String? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  switch info.st_mode & S_IFMT {
  case S_IFREG: return nil
  case S_IFDIR: return "this is a directory, not \(what)"
  case S_IFIFO:
    return "this is a FIFO (a named pipe), not \(what); give the file, or - and pipe it in"
  case S_IFCHR, S_IFBLK: return "this is a device, not \(what); give the file, or - and pipe it in"
  default: return "this is not a regular file, so not \(what)"
  }
}

/// What a path names, symbolic links followed: nothing, a directory, or anything else (a file, a
/// FIFO, a device). One place for `FileManager.fileExists(atPath:isDirectory:)` and its `ObjCBool`.
public enum PathKind: Sendable, Equatable {
  case missing
  case directory
  case notADirectory

  public init(of path: String) {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      self = .missing
    } else {
      self = isDirectory.boolValue ? .directory : .notADirectory
    }
  }
}
