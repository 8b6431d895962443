import LedgerCore

/// The one error type every store throws: a kind for the exit status and a message
/// the user can act on, such as "no project #12".
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  public var kind: StoreErrorKind
  public var message: String

  public init(_ kind: StoreErrorKind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }

  /// "no project #12".
  public static func notFound(_ entity: String, _ id: EntityID) -> StoreError {
    StoreError(.notFound, "no \(entity) \(id)")
  }

  /// "no project named 'Smith'".
  public static func notFound(_ entity: String, named name: String) -> StoreError {
    StoreError(.notFound, "no \(entity) named '\(name)'")
  }
}
