import LedgerCore

/// The session's selection: entities of one kind, in the order they were selected.
///
/// Kept in the session (`session[state: Selection.self]`); ids deleted since simply drop
/// out when the selection is read through `SelectionSnapshot`, and so does an id a new row
/// was given after the selected one was deleted (ids are reused: the largest plus one), by
/// the time it was created.
struct Selection: Sendable, Equatable {
  var kind: SelectionKind
  var ids: [EntityID] = []
  /// When each selected row was created, as the selection first read it.
  var created: [EntityID: Timestamp] = [:]

  /// A selection of `ids`, each once, in the order first given (`select add --items 5 5`
  /// selects one item).
  init(kind: SelectionKind, ids: [EntityID]) {
    self.kind = kind
    _ = add(ids)
  }

  /// Adds `more`, keeping the order and skipping ids already selected; returns how many
  /// were new.
  mutating func add(_ more: [EntityID]) -> Int {
    var known = Set(ids)
    var added = 0
    for id in more where known.insert(id).inserted {
      ids.append(id)
      added += 1
    }
    return added
  }

  /// Keeps the creation times `snapshot` read for the rows this selection had not read.
  mutating func remember(_ snapshot: SelectionSnapshot) {
    for (id, stamp) in snapshot.stamps where created[id] == nil {
      created[id] = stamp.created
    }
  }
}
