import Yams

extension SceneReader {
  /// The object's `id`, declared in the scene's one id space (for the duplicate and reference
  /// checks). Without one, "`what` needs an 'id'" is reported at the object's mapping; nil then,
  /// and when the value is not an identifier.
  func declaredID(_ fields: Fields, as kind: ObjectKind, what: String) -> String? {
    guard let idNode = fields["id"] else {
      yaml.error("\(what) needs an 'id'", at: fields.node)
      return nil
    }
    guard let id = yaml.identifier(idNode, "id") else { return nil }
    ids.declare(id, kind, at: yaml.location(idNode))
    return id
  }
}
