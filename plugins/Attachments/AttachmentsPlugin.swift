import LedgerShell

/// The attachment commands: attach, list, primary, remove, save, open and view.
public struct AttachmentsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "attachments" }

  public var helpGroup: String { "Attachments" }

  public var commands: [CommandSpec] {
    [
      AttachCommand.spec, AttachmentListCommand.spec, AttachmentPrimaryCommand.spec,
      AttachmentRemoveCommand.spec, AttachmentSaveCommand.spec, AttachmentOpenCommand.spec,
      AttachmentViewCommand.spec,
    ]
  }
}
