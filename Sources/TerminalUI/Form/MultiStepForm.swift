/// A form in steps, each headed `Step 2 of 3 · Budget`, its fields asked one at a time.
public struct MultiStepForm: Sendable {
  /// The heading of the whole form.
  public var title: String
  /// A line or two saying what the form is for.
  public var description: String?
  /// The steps, in order.
  public var steps: [FormStep]

  /// Creates a form.
  public init(title: String, description: String? = nil, steps: [FormStep]) {
    self.title = title
    self.description = description
    self.steps = steps
  }

  /// Returns the heading of step `index` (from 0): `Step 2 of 3 · Budget`.
  public func stepHeading(_ index: Int, context: RenderContext) -> String {
    "Step \(index + 1) of \(steps.count) \(context.symbols.separator) \(steps[index].title)"
  }

  /// Asks every step's fields and returns the answers by field id, or nil when cancelled.
  public func run(input: some LineSource, output: some TextOutput, context: RenderContext)
    -> [String: String]?
  {
    FormSheet.writeHeading(title, description: description, output: output, context: context)
    var values: [String: String] = [:]
    let width = min(context.width, context.layout.formWidth)
    for index in steps.indices {
      let heading = TextWrapper.wrap(stepHeading(index, context: context), width: width)
      output.write(heading.map { context.paint($0, .accent) + "\n" }.joined())
      for var field in steps[index].fields {
        if let derived = field.defaultFromAnswers?(values) { field.defaultValue = derived }
        guard let answer = field.ask(input: input, output: output, context: context) else {
          return nil
        }
        values[field.id] = answer
      }
    }
    return values
  }
}
