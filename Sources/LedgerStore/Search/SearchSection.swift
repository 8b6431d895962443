/// The hits of one kind: how many match in all, and the best of them, best first.
public struct SearchSection: Hashable, Sendable {
  public var kind: SearchHitKind
  /// How many entities of this kind match (more than `hits` when the limit cut them).
  public var total: Int
  public var hits: [SearchHit]

  public init(kind: SearchHitKind, total: Int, hits: [SearchHit]) {
    self.kind = kind
    self.total = total
    self.hits = hits
  }
}
