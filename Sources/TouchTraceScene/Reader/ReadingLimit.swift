/// A ceiling on how many things (views, controllers) a scene holds and how deep they nest, and
/// where it was first passed, so the error points at the place. Past the count the rest is not
/// read: YAML aliases can make a short file hold billions.
struct ReadingLimit {
  /// "views", "controllers": the words of the error.
  let things: String
  let maximumCount: Int
  let maximumDepth: Int
  private(set) var count = 0
  private(set) var firstOverCount: SourceLocation?
  private(set) var deepest = 0
  private(set) var firstTooDeep: SourceLocation?

  init(_ things: String, count: Int = SceneParser.maxViews, depth: Int = SceneParser.maxDepth) {
    (self.things, self.maximumCount, self.maximumDepth) = (things, count, depth)
  }

  /// Counts one more thing at `depth`; false when it is past the count (and is not to be read).
  mutating func admit(depth: Int, at location: SourceLocation?) -> Bool {
    count += 1
    if count > maximumCount {
      if firstOverCount == nil { firstOverCount = location }
      return false
    }
    deepest = max(deepest, depth)
    if depth > maximumDepth, firstTooDeep == nil { firstTooDeep = location }
    return true
  }

  /// The errors of a limit passed, with where.
  func report(to yaml: YAMLReader) {
    if deepest > maximumDepth {
      yaml.error(
        "the scene nests \(things) \(deepest) deep; the limit is \(maximumDepth)", at: firstTooDeep)
    }
    if count > maximumCount {
      yaml.error(
        "the scene has more than \(maximumCount) \(things); the limit is \(maximumCount)",
        at: firstOverCount)
    }
  }
}
