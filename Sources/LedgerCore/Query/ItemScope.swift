/// Where items are listed from: one project, business inventory, or everywhere.
public enum ItemScope: Hashable, Sendable {
  case all
  case project(EntityID)
  /// Items without a project.
  case inventory
}
