/// A failure with what to do next, and a mark when the cause is being offline.
///
/// ```
/// ✖ Could not load the budget.
///   Run `sync` to try again.
///   ⊘ Offline
/// ```
public struct ErrorRetry: Renderable {
  /// What went wrong.
  public var message: String
  /// What the user can do about it.
  public var suggestion: String
  /// Whether the failure comes from having no connection.
  public var isOffline: Bool

  /// Creates the view.
  public init(_ message: String, suggestion: String, isOffline: Bool = false) {
    self.message = message
    self.suggestion = suggestion
    self.isOffline = isOffline
  }

  private func body(_ context: RenderContext) -> StatusBanner {
    StatusBanner(.error, message)
  }

  public func measure(in context: RenderContext) -> Measurement {
    var measurement = body(context).measure(in: context)
    measurement = measurement.union(Measurement.of(text: suggestion).adding(2))
    if isOffline {
      measurement = measurement.union(
        Measurement.of(text: context.symbols.offlineMark + " Offline").adding(2))
    }
    return measurement
  }

  public func render(in context: RenderContext) -> [String] {
    var lines = body(context).render(in: context)
    let indent = context.width > 2 ? "  " : ""
    let inner = context.width - indent.count
    lines += TextWrapper.wrap(suggestion, width: inner).map { indent + $0 }
    if isOffline {
      lines += TextWrapper.wrap(context.symbols.offlineMark + " Offline", width: inner).map {
        indent + context.paint($0, .warning)
      }
    }
    return lines
  }
}
