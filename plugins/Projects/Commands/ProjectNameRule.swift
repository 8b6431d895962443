import LedgerCore
import LedgerStore

/// What a form's Name field checks as it is answered, so a bad name is asked again
/// before the other fields rather than refused after all of them.
enum ProjectNameRule {
  /// What is wrong with `name` for a project in `accountID` (other than `except`), as a
  /// sentence for the form; nil when it is fine.
  static func problem(
    with name: String, store: any Store, accountID: EntityID, except: EntityID? = nil
  ) -> String? {
    let trimmed: String
    do {
      trimmed = try EntityName.validated(name, of: "project")
    } catch {
      return sentence(error.message)
    }
    guard let existing = try? store.project(named: trimmed, accountID: accountID),
      existing.id != except
    else { return nil }
    return "A project named '\(existing.name)' already exists; choose another name."
  }

  private static func sentence(_ message: String) -> String {
    message.prefix(1).uppercased() + message.dropFirst() + "."
  }
}
