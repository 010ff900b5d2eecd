import Foundation
import Testing
import TouchTraceTestSupport

/// The text-only snapshot product builds without Cairo, so it can go into an iOS test target:
/// no target it depends on, directly or not, is CCairo or one of the drawing modules. Read from
/// SwiftPM's own view of the package (`swift package describe --type json`).
@Suite struct ProductClosureTests {
  static let drawing: Set = ["CCairo", "TouchTraceCanvas", "TouchTraceRender", "TouchTraceLayout"]

  struct Description: Decodable {
    struct Product: Decodable {
      let name: String
      let targets: [String]
    }
    struct Target: Decodable {
      let name: String
      let type: String
      let targetDependencies: [String]?
      let productDependencies: [String]?
      enum CodingKeys: String, CodingKey {
        case name, type
        case targetDependencies = "target_dependencies"
        case productDependencies = "product_dependencies"
      }
    }
    let products: [Product]
    let targets: [Target]

    /// Every target of this package that `product` builds.
    func closure(of product: String) throws -> Set<String> {
      let edges = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
      var seen = Set<String>()
      var queue = try #require(products.first { $0.name == product }).targets
      while let name = queue.popLast() {
        guard seen.insert(name).inserted else { continue }
        queue += edges[name]?.targetDependencies ?? []
      }
      return seen
    }
  }

  static func describe() throws -> Description {
    // Its own scratch path: `describe` reads only the manifest, and never waits for the lock of
    // the `swift test` running this.
    let scratch = try Scratch()
    let result = try Command.run(
      [
        "swift", "package", "--package-path", Repo.root.path, "--scratch-path", scratch.url.path,
        "describe", "--type", "json",
      ], timeout: 600, program: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(result.exited(0), "swift package describe failed: \(result)")
    return try JSONDecoder().decode(Description.self, from: Data(result.stdout.utf8))
  }

  @Test func theTextProductHoldsNoCairo() throws {
    let description = try Self.describe()
    let text = try description.closure(of: "TouchTraceSnapshotTesting")
    #expect(text.contains("TouchTraceScene") && text.contains("TouchTraceTrace"))
    #expect(text.isDisjoint(with: Self.drawing), "\(text.intersection(Self.drawing))")
    // The walk sees what is there: the image product does reach Cairo.
    let image = try description.closure(of: "TouchTraceImageSnapshotTesting")
    #expect(image.isSuperset(of: Self.drawing.union(text)))
  }
}

/// CONTRIBUTING.md's table of modules and what each depends on is the package's own: every
/// module there, each with its dependencies, as SwiftPM describes them; every test target uses the
/// shared test support.
@Suite struct ContributingMapTests {
  static let products: Set = ["Yams", "ArgumentParser", "SnapshotTesting"]

  /// The table's rows: a module, and its dependencies' full names (`Trace` is `TouchTraceTrace`).
  static func documented() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: Repo.root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    var rows: [String: Set<String>] = [:]
    for match in text.matches(of: /\n\| `(\w+)` \| ([^|\n]+) \|/) {
      let cells = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      rows[String(match.1)] = Set(
        cells.filter { !$0.hasPrefix("nothing") }.map {
          Self.products.contains($0) || $0.hasPrefix("TouchTrace") || $0 == "CCairo"
            ? $0 : "TouchTrace" + $0
        })
    }
    return rows
  }

  @Test func theTableIsThePackage() throws {
    let description = try ProductClosureTests.describe()
    var described: [String: Set<String>] = [:]
    for target in description.targets where ["library", "executable"].contains(target.type) {
      described[target.name] = Set(
        (target.targetDependencies ?? []) + (target.productDependencies ?? []))
    }
    var documented = try Self.documented()
    #expect(documented.removeValue(forKey: "CCairo") != nil)
    #expect(documented.count >= 15)
    #expect(documented == described)
    for target in description.targets where target.type == "test" {
      #expect(
        target.targetDependencies?.contains("TouchTraceTestSupport") == true,
        "\(target.name) does not use TouchTraceTestSupport")
    }
  }
}
