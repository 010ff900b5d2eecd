import Foundation

/// Reads a hit map written elsewhere (`hitmap --format json`, a reference `check` compares with)
/// and checks it before it is used, as traces are: against `HitMapReader.schema`, with the
/// limits of a scene (issue 35: a reference map was decoded with no limit, so one 100 MB finding
/// took 1.9 GB; a malformed one said neither where nor why, and `resolution: 0` passed). Every
/// problem is reported with its line and column.
public enum HitMapReader {
  /// A scene's limits, as the map carries them: views (a scene's 100,000, and "no view"), ids
  /// (200 characters), and the grid's cells (4096 × 4096).
  static let maximumViews = 100_001
  static let maximumIdLength = 200
  static let maximumCells = 1 << 24
  /// A finding names a view and those that take its points: a few ids and words.
  static let maximumFindingLength = 4 * TraceReader.maximumTextLength
  /// The largest coordinate or size, in points, a map may carry (as a dump's, ±1e9).
  static let maximumPoints = 1e9

  public static func read(_ data: Data, file: String) throws -> HitMap {
    try TraceReader.decodeChecked(data, file: file, schema: schema)
  }

  /// Parsed for each read (a dictionary of `Any` cannot be shared between threads); it is small.
  private static var schema: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]) ?? [:]
  }

  /// The map's JSON Schema, with its limits.
  public static let json = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "TouchTrace hit map",
      "type": "object",
      "additionalProperties": false,
      "required": ["screen", "resolution", "regions", "views", "findings"],
      "properties": {
        "screen": {
          "type": "object", "additionalProperties": false, "required": ["width", "height"],
          "properties": {"width": {"$ref": "#/$defs/size"}, "height": {"$ref": "#/$defs/size"}}
        },
        "resolution": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
        "regions": {"type": "array", "maxItems": \#(maximumViews), "items": {"$ref": "#/$defs/region"}},
        "views": {"type": "array", "maxItems": \#(maximumViews), "items": {"$ref": "#/$defs/view"}},
        "findings": {"type": "array", "maxItems": \#(maximumViews), "items": {"type": "string", "maxLength": \#(maximumFindingLength)}},
        "findingViews": {"type": "array", "maxItems": \#(maximumViews), "items": {"type": "string", "maxLength": \#(maximumIdLength)}},
        "deadZones": {"type": "array", "maxItems": \#(maximumViews), "items": {"$ref": "#/$defs/deadZone"}}
      },
      "$defs": {
        "size": {"type": "number", "exclusiveMinimum": 0, "maximum": \#(maximumPoints)},
        "id": {"type": "string", "maxLength": \#(maximumIdLength)},
        "idOrNull": {"maxLength": \#(maximumIdLength), "description": "A view's id, or null: no view."},
        "area": {"type": "number", "minimum": 0, "maximum": \#(maximumPoints * maximumPoints)},
        "coordinate": {"type": "number", "minimum": -\#(maximumPoints), "maximum": \#(maximumPoints)},
        "rect": {"type": "array", "minItems": 4, "maxItems": 4, "items": {"$ref": "#/$defs/coordinate"}},
        "rects": {"type": "array", "maxItems": \#(maximumCells), "items": {"$ref": "#/$defs/rect"}},
        "region": {
          "type": "object", "additionalProperties": false, "required": ["area", "rects"],
          "properties": {"view": {"$ref": "#/$defs/idOrNull"}, "area": {"$ref": "#/$defs/area"}, "rects": {"$ref": "#/$defs/rects"}}
        },
        "view": {
          "type": "object", "additionalProperties": false,
          "required": ["view", "frameArea", "reachableArea", "reachedFrameArea", "takenBy"],
          "properties": {
            "view": {"$ref": "#/$defs/id"},
            "frameArea": {"$ref": "#/$defs/area"},
            "reachableArea": {"$ref": "#/$defs/area"},
            "reachedFrameArea": {"$ref": "#/$defs/area"},
            "takenBy": {"type": "object", "additionalProperties": {"$ref": "#/$defs/area"}}
          }
        },
        "deadZone": {
          "type": "object", "additionalProperties": false, "required": ["view", "area", "rects"],
          "properties": {"view": {"$ref": "#/$defs/id"}, "takenBy": {"$ref": "#/$defs/idOrNull"}, "area": {"$ref": "#/$defs/area"}, "rects": {"$ref": "#/$defs/rects"}}
        }
      }
    }
    """#
}
