import Foundation
import TouchTraceScene
import TouchTraceTrace

/// The hit map's findings as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), so a
/// CI that reads it (GitHub code scanning, GitLab, Azure DevOps) annotates the scene's line of
/// each view: `hitmap --format sarif` (issue 36). Likely bugs are warnings, the rest notes.
enum HitMapSARIF {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name = "touchtrace"
    var version = TouchTraceVersion.string
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable { var level: String }
  struct Text: Encodable { var text: String }
  struct Result: Encodable {
    var ruleId: String
    var level: String
    var message: Text
    var locations: [Location]
  }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: Artifact
    var region: Region?
  }
  struct Artifact: Encodable { var uri: String }
  struct Region: Encodable { var startLine: Int }

  /// One rule per level; the minimum target is a rule of its own, so CI can turn it off.
  static let rules: [(id: String, level: String, text: String)] = [
    ("hitmap.likely-bug", "warning", "A control loses touches to something a user cannot see"),
    ("hitmap.check", "note", "A control loses part of its frame to another view"),
    ("hitmap.minimum-target", "note", "A control smaller than Apple's 44×44 pt minimum target"),
    ("hitmap.expected", "none", "Content scrolled under an opaque bar"),
  ]

  /// The SARIF log of `map`'s findings; `file` is the scene's path as given (nil: standard input,
  /// which has no place to annotate), `lines` each view's line in it.
  static func data(_ map: HitMap, file: String?, lines: [String: Int]) throws -> Data {
    let views = map.findingViews ?? []
    let results: [Result] = map.findings.enumerated().map { index, finding in
      let level = HitMapFindingLevel.of(finding) ?? .check
      let text = String(finding.dropFirst(level.rawValue.count + 2))
      let rule = ruleId(level, text)
      let region = index < views.count ? lines[views[index]].map(Region.init) : nil
      let locations =
        file.map {
          [
            Location(
              physicalLocation: PhysicalLocation(
                artifactLocation: Artifact(uri: $0), region: region))
          ]
        } ?? []
      let severity = rules.first { $0.id == rule }?.level ?? "note"
      return Result(ruleId: rule, level: severity, message: Text(text: text), locations: locations)
    }
    let driver = Driver(
      rules: rules.map {
        Rule(
          id: $0.id, shortDescription: Text(text: $0.text),
          defaultConfiguration: Configuration(level: $0.level))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let log = Log(runs: [Run(tool: Tool(driver: driver), results: results)])
    return try encoder.encode(log) + Data("\n".utf8)
  }

  private static func ruleId(_ level: HitMapFindingLevel, _ text: String) -> String {
    switch level {
    case .likelyBug: "hitmap.likely-bug"
    case .expected: "hitmap.expected"
    case .check: text.contains("minimum target") ? "hitmap.minimum-target" : "hitmap.check"
    }
  }

  /// Each view's line in the scene file, from the locations the reader kept.
  static func viewLines(_ document: SceneDocument) -> [String: Int] {
    var out: [String: Int] = [:]
    func add(_ view: ViewSpec) {
      if let line = view.location?.line { out[view.id] = out[view.id] ?? line }
      view.subviews.forEach(add)
    }
    func add(_ controller: ControllerSpec) {
      controller.view.map(add)
      controller.viewControllers.forEach(add)
      for child in controller.children { add(child.controller) }
      controller.presentedViewController.map(add)
    }
    for window in document.windows {
      if let line = window.location?.line { out[window.id] = line }
      window.rootViewController.map(add)
      window.subviews.forEach(add)
    }
    return out
  }
}
