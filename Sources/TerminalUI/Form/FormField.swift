import Foundation

/// One question of a form: a label, an optional default, and a check of the answer.
public struct FormField: Sendable {
  /// The key of the answer in the returned values.
  public var id: String
  /// The question, such as `Budget`.
  public var label: String
  /// The answer taken when the user just presses Enter, shown in brackets.
  public var defaultValue: String?
  /// Returns a message saying what is wrong with an answer, or nil when it is fine.
  public var validate: @Sendable (String) -> String?
  /// Answers Tab can complete to (vendors, categories…), asked for when the field is.
  public var suggestions: @Sendable () -> [String]
  /// A default worked out from the answers so far (by field id), such as the category a
  /// vendor answered earlier usually gets; when it gives one, it replaces `defaultValue`.
  public var defaultFromAnswers: (@Sendable ([String: String]) -> String?)?

  /// Creates a field; by default every answer is accepted.
  public init(
    id: String, label: String, defaultValue: String? = nil,
    validate: @escaping @Sendable (String) -> String? = { _ in nil },
    suggestions: @escaping @Sendable () -> [String] = { [] }
  ) {
    self.id = id
    self.label = label
    self.defaultValue = defaultValue
    self.suggestions = suggestions
    self.validate = validate
  }

  /// Creates a field that refuses an empty answer.
  public static func required(
    id: String, label: String, defaultValue: String? = nil,
    validate: @escaping @Sendable (String) -> String? = { _ in nil },
    suggestions: @escaping @Sendable () -> [String] = { [] }
  ) -> FormField {
    FormField(
      id: id, label: label, defaultValue: defaultValue,
      validate: { answer in
        answer.trimmingCharacters(in: .whitespaces).isEmpty
          ? "\(label) is required." : validate(answer)
      }, suggestions: suggestions)
  }

  /// The prompt shown: the label, the default in brackets, and a colon.
  public var prompt: String {
    if let defaultValue, !defaultValue.isEmpty { return "\(label) [\(defaultValue)]: " }
    return "\(label): "
  }

  /// The prompt for a terminal `width` columns wide: a label too wide to leave room for the
  /// answer goes on lines of its own, above a short prompt (`[default]: ` or `> `).
  func prompt(fitting width: Int) -> (heading: [String], prompt: String) {
    guard DisplayWidth.of(prompt) + 4 > width else { return ([], prompt) }
    let short = defaultValue.flatMap { $0.isEmpty ? nil : "[\($0)]: " } ?? "> "
    return (TextWrapper.wrap(label, width: max(1, width)), short)
  }

  /// Asks until the answer is valid; returns nil when input ends or is cancelled.
  func ask(input: some LineSource, output: some TextOutput, context: RenderContext) -> String? {
    let offered = suggestions()
    let (heading, prompt) = prompt(fitting: context.width)
    while true {
      for line in heading { output.write(line + "\n") }
      guard let line = input.readLine(prompt: prompt, suggestions: offered) else { return nil }
      if line.hasPrefix("\u{1B}") { return nil }
      let answer = line.isEmpty ? (defaultValue ?? "") : line
      guard let message = validate(answer) else { return answer }
      let mark = context.symbols.errorMark
      let width = min(context.width, context.layout.formWidth)
      // A message may quote the answer: shown, never sent raw.
      let shown = VisibleText.escaping(mark + " " + message, keepingNewlines: false)
      for text in TextWrapper.wrap(shown, width: max(1, width - 2)) {
        output.write("  " + context.paint(text, .error) + "\n")
      }
    }
  }
}
