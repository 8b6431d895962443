/// A form asking its fields one at a time, under a title capped at the form width.
///
/// ```
/// New project
/// Budget [5000]: abc
///   ✖ Budget must be an amount, such as 5000 or 5,000.00.
/// Budget [5000]:
/// ```
public struct FormSheet: Sendable {
  /// The heading.
  public var title: String
  /// A line or two saying what the form is for.
  public var description: String?
  /// The questions, in order.
  public var fields: [FormField]

  /// Creates a form.
  public init(title: String, description: String? = nil, fields: [FormField]) {
    self.title = title
    self.description = description
    self.fields = fields
  }

  /// Asks every field and returns the answers by field id, or nil when cancelled
  /// (end of input, Ctrl-D, Esc): nothing is returned half-filled.
  public func run(input: some LineSource, output: some TextOutput, context: RenderContext)
    -> [String: String]?
  {
    FormSheet.writeHeading(title, description: description, output: output, context: context)
    var values: [String: String] = [:]
    for field in fields {
      guard let answer = field.ask(input: input, output: output, context: context) else {
        return nil
      }
      values[field.id] = answer
    }
    return values
  }

  /// Writes a bold title and a dim description wrapped to the form width.
  static func writeHeading(
    _ title: String, description: String?, output: some TextOutput, context: RenderContext
  ) {
    let width = min(context.width, context.layout.formWidth)
    var text = ""
    for line in TextWrapper.wrap(title, width: width) { text += context.paint(line, .bold) + "\n" }
    if let description {
      for line in TextWrapper.wrap(description, width: width) {
        text += context.paint(line, .dim) + "\n"
      }
    }
    output.write(text)
  }
}
