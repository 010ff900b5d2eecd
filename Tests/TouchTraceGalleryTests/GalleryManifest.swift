import Foundation
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTestSupport

/// samples/gallery.manifest, the gallery's one recipe: `.ci/gallery` draws it into output/ and
/// GalleryTests checks output/ against it. Its header says the format.
struct GalleryManifest {
  enum Kind: String { case trace, render, hitmap, animate }

  /// One line: a kind of file for some scenes, in some variants.
  struct Job {
    var kind: Kind
    /// Its formats (none for `trace` and `animate`), themes, scale and language.
    var options: RenderOptions
    /// `animate`'s time a frame shows.
    var frameDuration: Double?
    /// The scenes' names (`samples/NAME.yaml`), the manifest's patterns matched.
    var samples: [String]
    var line: Int

    /// The files of its images, one per variant.
    var variants: [RenderVariant] { RenderVariant.all(options) }
  }

  struct BadLine: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "samples/gallery.manifest:\(line): \(message)" }
  }

  static let file = Repo.samples.appendingPathComponent("gallery.manifest")

  var jobs: [Job]

  static func read() throws -> GalleryManifest {
    try read(String(contentsOf: file, encoding: .utf8), samples: Repo.samples)
  }

  /// The manifest `text`, its patterns matched against the scenes in `samples`.
  static func read(_ text: String, samples: URL) throws -> GalleryManifest {
    let scenes = try Repo.files(in: samples, endingWith: ".yaml")
    var jobs: [Job] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      jobs.append(try job(words, line: index + 1, scenes: scenes))
    }
    return GalleryManifest(jobs: jobs)
  }

  static func job(_ words: [String], line: Int, scenes: [String]) throws -> Job {
    func bad(_ message: String) -> BadLine { BadLine(line: line, message: message) }
    guard words.count >= 6 else { throw bad("expected KIND FORMATS THEMES LOCALE SCALE SCENES…") }
    guard let kind = Kind(rawValue: words[0]) else { throw bad("unknown kind '\(words[0])'") }
    guard let locale = DiagramLocale(rawValue: words[3]) else {
      throw bad("unknown locale '\(words[3])'")
    }
    guard let scale = Int(words[4]) else { throw bad("the scale '\(words[4])' is not a number") }
    let themes = try words[2].split(separator: ",").filter { $0 != "-" }.map {
      guard let theme = Theme(rawValue: String($0)) else { throw bad("unknown theme '\($0)'") }
      return theme
    }
    var options = RenderOptions()
    options.themes = themes
    options.scales = [scale]
    options.locale = locale
    options.formats = []
    var job = Job(kind: kind, options: options, samples: [], line: line)
    if kind == .animate {
      guard words[1].hasPrefix("apng:"), let seconds = Double(words[1].dropFirst(5)) else {
        throw bad("an animation's format is apng:SECONDS")
      }
      job.frameDuration = seconds
    } else if kind != .trace {
      job.options.formats = try words[1].split(separator: ",").map {
        guard let format = ImageFormat(rawValue: String($0)) else {
          throw bad("unknown format '\($0)'")
        }
        return format
      }
    }
    for pattern in words[5...] {
      let matched = scenes.filter { matches("samples/" + $0, pattern) }
      guard !matched.isEmpty else { throw bad("no scene matches \(pattern)") }
      job.samples += matched.map { String($0.dropLast(".yaml".count)) }
    }
    return job
  }

  /// Whether `path` matches `pattern`, where `*` in the file name stands for any run of
  /// characters (as bash's pathname expansion, within one folder).
  static func matches(_ path: String, _ pattern: String) -> Bool {
    let folder = { (path: String) in path.split(separator: "/").dropLast().joined(separator: "/") }
    guard folder(path) == folder(pattern), let name = path.split(separator: "/").last,
      let wanted = pattern.split(separator: "/").last
    else { return false }
    var parts = wanted.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return name == wanted }
    let (head, tail) = (parts.removeFirst(), parts.removeLast())
    guard name.count >= head.count + tail.count, name.hasPrefix(head), name.hasSuffix(tail) else {
      return false
    }
    var rest = name.dropFirst(head.count).dropLast(tail.count)
    for middle in parts {
      guard let found = rest.range(of: middle) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// Every sample some job draws, sorted.
  var samples: [String] { Set(jobs.flatMap(\.samples)).sorted() }

  /// The jobs that draw `sample`.
  func jobs(for sample: String) -> [Job] { jobs.filter { $0.samples.contains(sample) } }
}
