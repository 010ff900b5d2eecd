import Foundation

/// Everything one run of a scene did: the scene as it was, each touch, and every call in order.
/// It is the renderer's only input, so it holds everything a diagram shows.
public struct Trace: Hashable, Sendable, Codable {
  /// The version of this format. Bumped whenever a field changes meaning or goes away;
  /// new optional fields keep the version.
  public static let currentSchema = 1

  public var schema: Int
  /// The scene's title, or its file name without extension.
  public var title: String
  /// The name of the scene file it came from; nil for scenes built in code.
  public var source: String?
  /// The window's size in points.
  public var screen: Size
  /// Every object, depth first from the window, back to front; then controllers, the application
  /// and the app delegate.
  public var objects: [TraceObject]
  public var touches: [TraceTouch]
  public var events: [TraceEvent]
  /// What the answers rest on that the scene could not know (an imported dump's cut or
  /// unreadable lines), one sentence each; nil (absent) for most scenes.
  public var warnings: [String]?
  /// The device and iOS the scene modelled (`device:`); nil (absent) for the standard one.
  public var device: TraceDevice?

  public init(
    title: String, source: String? = nil, screen: Size, objects: [TraceObject],
    touches: [TraceTouch],
    events: [TraceEvent]
  ) {
    self.schema = Trace.currentSchema
    self.title = title
    self.source = source
    self.screen = screen
    self.objects = objects
    self.touches = touches
    self.events = events
  }

  public func object(_ id: String) -> TraceObject? { objects.first { $0.id == id } }

  /// The ids of the navigation controllers' `interactivePopGestureRecognizer`s (each the
  /// controller's id with `.interactivePopGestureRecognizer`), which UIKit gives every
  /// navigation screen.
  public var interactivePopRecognizerIDs: Set<String> {
    // iOS 26's full-width one too (`device:`), which UIKit gives every navigation screen there.
    Set(
      objects.filter { $0.class == "UINavigationController" }.flatMap {
        [
          $0.id + ".interactivePopGestureRecognizer",
          $0.id + ".interactiveContentPopGestureRecognizer",
        ]
      })
  }

  /// JSON with sorted keys, one key per line and short arrays on one line: the same trace always
  /// gives the same bytes, and diffs well.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let compact = String(decoding: try encoder.encode(self), as: UTF8.self)
    return Data((JSONLayout.pretty(compact) + "\n").utf8)
  }

  /// Reads a trace, refusing one written by a newer, incompatible TouchTrace.
  public static func decode(_ data: Data) throws -> Trace {
    struct Header: Decodable { var schema: Int }
    let header = try JSONDecoder().decode(Header.self, from: data)
    guard header.schema == currentSchema else {
      throw TraceFormatError.unsupportedSchema(header.schema)
    }
    return try JSONDecoder().decode(Trace.self, from: data)
  }
}

public enum TraceFormatError: Error, CustomStringConvertible, Equatable {
  case unsupportedSchema(Int)
  public var description: String {
    switch self {
    case .unsupportedSchema(let v):
      "trace schema \(v) is not supported (this TouchTrace reads schema \(Trace.currentSchema))"
    }
  }
}
