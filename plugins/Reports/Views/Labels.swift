import LedgerCore
import LedgerStore

/// The names bars are labelled with: category and project names by id, vendors as typed.
struct Labels {
  var grouping: SpendingGrouping
  var names: [String: String] = [:]

  init(grouping: SpendingGrouping, accountID: EntityID?, store: any Store) throws {
    self.grouping = grouping
    switch grouping {
    case .category:
      for category in try store.categories(accountID: accountID, includeArchived: true) {
        names[String(category.id.rawValue)] = category.name
      }
    case .project:
      for project in try store.projects(ProjectQuery(accountID: accountID, includeArchived: true)) {
        names[String(project.id.rawValue)] = project.name
      }
    case .month, .week, .vendor:
      break
    }
  }

  /// The label of the bar keyed `key`.
  func label(for key: String) -> String {
    switch grouping {
    case .month, .week: key
    case .category: key.isEmpty ? "(no category)" : names[key] ?? "#\(key)"
    case .project: key.isEmpty ? "(inventory)" : names[key] ?? "#\(key)"
    case .vendor: key.isEmpty ? "(no vendor)" : key
    }
  }
}
