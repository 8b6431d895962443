/// A one-message banner: `✖` error, `⚠` warning or `ℹ` info, with optional action hints.
public struct StatusBanner: Renderable {
  /// How serious the message is.
  public enum Kind: Sendable, Hashable {
    /// Something failed.
    case error
    /// Something needs attention.
    case warning
    /// Something worth knowing.
    case info
  }

  /// How serious the message is.
  public var kind: Kind
  /// The message.
  public var message: String
  /// Commands or keys that deal with it, such as `retry`, `sync --force`.
  public var actions: [String]

  /// Creates a banner.
  public init(_ kind: Kind, _ message: String, actions: [String] = []) {
    self.kind = kind
    self.message = message
    self.actions = actions
  }

  private var role: StyleRole {
    switch kind {
    case .error: return .error
    case .warning: return .warning
    case .info: return .accent
    }
  }

  private func mark(_ symbols: Symbols) -> String {
    switch kind {
    case .error: return symbols.errorMark
    case .warning: return symbols.warningMark
    case .info: return symbols.infoMark
    }
  }

  private var actionLine: String? {
    actions.isEmpty ? nil : "Actions: " + actions.joined(separator: ", ")
  }

  public func measure(in context: RenderContext) -> Measurement {
    let markWidth = DisplayWidth.of(mark(context.symbols)) + 1
    var measurement = Measurement.of(text: message).adding(markWidth)
    if let actionLine {
      measurement = measurement.union(Measurement.of(text: actionLine).adding(markWidth))
    }
    return measurement
  }

  public func render(in context: RenderContext) -> [String] {
    let mark = mark(context.symbols)
    let indentWidth = DisplayWidth.of(mark) + 1
    guard context.width > indentWidth else {
      return TextWrapper.wrap(mark + " " + message, width: context.width).map {
        context.paint($0, role)
      }
    }
    let indent = Repeated.spaces(indentWidth)
    let textWidth = context.width - indentWidth
    var lines: [String] = []
    for (index, line) in TextWrapper.wrap(message, width: textWidth).enumerated() {
      lines.append(index == 0 ? context.paint(mark + " " + line, role) : indent + line)
    }
    if let actionLine {
      lines += TextWrapper.wrap(actionLine, width: textWidth).map {
        indent + context.paint($0, .dim)
      }
    }
    return lines
  }
}
