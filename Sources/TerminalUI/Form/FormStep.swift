/// One page of a multi-step form.
public struct FormStep: Sendable {
  /// The step's heading, such as `Budget`.
  public var title: String
  /// The questions on this step.
  public var fields: [FormField]

  /// Creates a step.
  public init(title: String, fields: [FormField]) {
    self.title = title
    self.fields = fields
  }
}
