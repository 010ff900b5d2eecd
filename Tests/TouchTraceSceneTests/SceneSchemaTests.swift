import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

private func schema() throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8))
  return try #require(object as? [String: Any])
}

/// The value at a path of keys.
private func at(_ root: Any, _ path: String...) throws -> Any {
  var node: Any = root
  for key in path {
    let dict = try #require(node as? [String: Any], "no object at \(path)")
    node = try #require(dict[key], "no '\(key)' in \(path)")
  }
  return node
}

private func propertyNames(_ root: Any, _ path: String...) throws -> [String] {
  var node: Any = root
  for key in path { node = try at(node, key) }
  let properties = try #require(try at(node, "properties") as? [String: Any], "\(path)")
  return properties.keys.sorted()
}

@Test func schemaIsValidJSON() throws {
  let s = try schema()
  #expect(s["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  #expect((s["$id"] as? String)?.hasPrefix("https://") == true)
  #expect(s["title"] as? String == "TouchTrace scene")
}

@Test func schemaListsTheKeysTheParserAccepts() throws {
  let s = try schema()
  let cases: [([String], [String])] = [
    (try propertyNames(s), SceneKeys.scene),
    (try propertyNames(s, "properties", "screen"), SceneKeys.screen),
    (try propertyNames(s, "properties", "application"), SceneKeys.application),
    (try propertyNames(s, "properties", "window"), SceneKeys.window),
    (try propertyNames(s, "$defs", "windowInList"), SceneKeys.windowInList),
    (try propertyNames(s, "$defs", "windowOverrides"), SceneKeys.windowOverrides),
    (try propertyNames(s, "$defs", "shake"), SceneKeys.shake),
    (try propertyNames(s, "$defs", "pressKey"), SceneKeys.pressKey),
    (try propertyNames(s, "$defs", "view"), SceneKeys.view),
    (try propertyNames(s, "$defs", "transform"), SceneKeys.transform),
    (try propertyNames(s, "$defs", "viewOverrides"), SceneKeys.viewOverrides),
    (try propertyNames(s, "$defs", "pointInside"), SceneKeys.pointInside),
    (try propertyNames(s, "$defs", "hitTest"), SceneKeys.hitTest),
    (try propertyNames(s, "$defs", "action"), SceneKeys.action),
    (try propertyNames(s, "$defs", "controller"), SceneKeys.controller),
    (try propertyNames(s, "$defs", "controllerOverrides"), SceneKeys.controllerOverrides),
    (
      try propertyNames(s, "$defs", "controller", "properties", "interactivePopGestureRecognizer"),
      SceneKeys.interactivePopGestureRecognizer
    ),
    (
      try propertyNames(s, "$defs", "controller", "properties", "viewDidLoad", "items"),
      SceneKeys.viewDidLoadCall
    ),
    (
      try propertyNames(s, "$defs", "controller", "properties", "delegate"),
      SceneKeys.tabBarDelegate
    ),
    (try propertyNames(s, "$defs", "child"), SceneKeys.child),
    (try propertyNames(s, "$defs", "recognizer"), SceneKeys.recognizer),
    (try propertyNames(s, "$defs", "delegate"), SceneKeys.delegate),
    (try propertyNames(s, "$defs", "step"), SceneKeys.steps),
    (try propertyNames(s, "$defs", "tap"), SceneKeys.tap),
    (try propertyNames(s, "$defs", "press"), SceneKeys.press),
    (try propertyNames(s, "$defs", "drag"), SceneKeys.drag),
    (try propertyNames(s, "$defs", "pinch"), SceneKeys.pinch),
    (try propertyNames(s, "$defs", "rotate"), SceneKeys.rotate),
    (try propertyNames(s, "$defs", "sequenceEvent"), SceneKeys.sequenceEvent),
    (try propertyNames(s, "$defs", "set"), SceneKeys.set),
    (try propertyNames(s, "$defs", "add"), SceneKeys.add),
    (try propertyNames(s, "$defs", "remove"), SceneKeys.remove),
    (try propertyNames(s, "$defs", "swipeActionsConfiguration"), SceneKeys.swipeActions),
    (try propertyNames(s, "$defs", "contextualAction"), SceneKeys.contextualAction),
  ]
  for (inSchema, inParser) in cases {
    #expect(inSchema == inParser.sorted())
    #expect(Set(inParser).count == inParser.count, "\(inParser) repeats a key")
  }
}

@Test func schemaRecognizerKeysPerClass() throws {
  let s = try schema()
  let rules = try #require(try at(s, "$defs", "recognizer", "allOf") as? [[String: Any]])
  var seen: Set<RecognizerClass> = []
  for rule in rules {
    let name = try #require(try at(rule, "if", "properties", "class", "const") as? String)
    let cls = try #require(RecognizerClass(rawValue: name))
    let allowed = try #require(try at(rule, "then", "propertyNames", "enum") as? [String])
    #expect(allowed == SceneKeys.recognizer(cls), "\(name)")
    seen.insert(cls)
  }
  #expect(seen == Set(RecognizerClass.allCases))
}

@Test func schemaEnumsMatchTheModel() throws {
  let s = try schema()
  func strings(_ path: String...) throws -> [String] {
    var node: Any = s
    for key in path { node = try at(node, key) }
    return try #require(node as? [String])
  }
  let classes = try #require(try at(s, "$defs", "view", "properties", "class", "anyOf") as? [Any])
  #expect(
    try #require(try at(classes[0], "enum") as? [String]) == ViewClass.allCases.map(\.rawValue))
  #expect(
    try strings("$defs", "view", "properties", "baseClass", "enum")
      == ViewClass.allCases.map(\.rawValue))
  #expect(
    try strings("$defs", "controller", "properties", "class", "enum")
      == ControllerClass.allCases.map(\.rawValue))
  #expect(
    try strings("$defs", "recognizer", "properties", "class", "enum")
      == RecognizerClass.allCases.map(\.rawValue))
  #expect(
    try strings("$defs", "action", "properties", "event", "enum")
      == ControlEventName.allCases.map(\.rawValue))
  #expect(
    try strings("$defs", "sequenceEvent", "properties", "phase", "enum")
      == TouchPhase.allCases.map(\.rawValue))
  #expect(try strings("$defs", "direction", "enum") == SwipeDirection.allCases.map(\.rawValue))
  #expect(try strings("$defs", "touchesOverride", "enum") == ["forward", "swallow"])
}

/// Every object schema, with its path.
private func objectSchemas(
  _ node: Any, _ path: String = "#", into out: inout [(String, [String: Any])]
) {
  if let dict = node as? [String: Any] {
    if dict["properties"] != nil { out.append((path, dict)) }
    for (key, value) in dict { objectSchemas(value, path + "/" + key, into: &out) }
  } else if let array = node as? [Any] {
    for (i, value) in array.enumerated() { objectSchemas(value, path + "/\(i)", into: &out) }
  }
}

@Test func schemaClosesEveryObjectAndDescribesEveryKey() throws {
  let s = try schema()
  let defs = try #require(s["$defs"] as? [String: Any])
  var objects: [(String, [String: Any])] = []
  objectSchemas(s, into: &objects)
  for (path, object) in objects {
    // Conditions (`if`/`then`) only refine; the declaring schemas close their objects.
    guard object["type"] as? String == "object" || path == "#" else { continue }
    #expect(object["additionalProperties"] as? Bool == false, "\(path) is not closed")
    let properties = try #require(object["properties"] as? [String: Any])
    for (key, value) in properties {
      let property = try #require(value as? [String: Any])
      var described = property["description"] != nil
      if !described, let ref = property["$ref"] as? String {
        let def = defs[String(ref.dropFirst("#/$defs/".count))] as? [String: Any]
        described = def?["description"] != nil
      }
      #expect(described, "\(path)/properties/\(key) has no description")
      if let text = property["description"] as? String {
        #expect(text.count <= 160, "\(path)/\(key): \(text)")
      }
    }
  }
  #expect(objects.count > 20)
}

@Test func schemaReferencesResolve() throws {
  let s = try schema()
  let defs = try #require(s["$defs"] as? [String: Any])
  var refs: [String] = []
  func walk(_ node: Any) {
    if let dict = node as? [String: Any] {
      if let ref = dict["$ref"] as? String { refs.append(ref) }
      dict.values.forEach(walk)
    } else if let array = node as? [Any] {
      array.forEach(walk)
    }
  }
  walk(s)
  #expect(!refs.isEmpty)
  for ref in refs {
    #expect(ref.hasPrefix("#/$defs/") && defs[String(ref.dropFirst(8))] != nil, "\(ref)")
  }
  // Every definition is used.
  for name in defs.keys { #expect(refs.contains("#/$defs/\(name)"), "$defs/\(name) is never used") }
}

@Test func schemaColours() throws {
  let s = try schema()
  let anyOf = try #require(try at(s, "$defs", "color", "anyOf") as? [[String: Any]])
  let names = try #require(anyOf[0]["enum"] as? [String])
  #expect(names.count == 149 && names.contains("transparent") && names.contains("rebeccapurple"))
  let namePattern = try NSRegularExpression(pattern: try #require(anyOf[1]["pattern"] as? String))
  let hexPattern = try NSRegularExpression(pattern: try #require(anyOf[2]["pattern"] as? String))
  func matches(_ re: NSRegularExpression, _ text: String) -> Bool {
    re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
  for name in ["RebeccaPurple", "LIGHTGRAY", "transparent", "red"] {
    #expect(matches(namePattern, name), "\(name)")
    #expect(CSSColors.color(name) != nil)
  }
  for name in ["bleu", "redd", "#fff"] { #expect(!matches(namePattern, name), "\(name)") }
  for hex in ["#fff", "#A0B0C0", "#a0b0c0ff"] {
    #expect(matches(hexPattern, hex))
    #expect(CSSColors.color(hex) != nil)
  }
  for hex in ["#ffff", "#12345", "fff", "#ggg"] {
    #expect(!matches(hexPattern, hex))
    #expect(CSSColors.color(hex) == nil)
  }
  #expect(Set(names) == Set(CSSColors.named.keys).union(["transparent"]))
}
